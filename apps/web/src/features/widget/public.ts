// What other features may use of the widget: the widget itself (the landing page shows it).
export { AskWidget } from './ask-widget.tsx';
