// What other features may show of the chat (the landing widget's box): the message view.
export { loadMarkdown, MessageBubble } from './components/message-bubble.tsx';
export { TypingIndicator } from './components/typing-indicator.tsx';
