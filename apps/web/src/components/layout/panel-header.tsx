import type { ReactNode } from 'react';
import { Icon } from '../ui/icon.tsx';
import { useI18n } from '../../i18n/i18n.ts';

/**
 * A side panel's title bar: its name, any tools of its own, and its close button (the spec's title,
 * e.g. 'Close Flashcards'). On a phone, where the panel fills the screen, the close reads as the way
 * back to the chat.
 */
export function PanelHeader({ title, closeTitle, onClose, children }: { title: string; closeTitle: string; onClose(): void; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="flex min-h-12 shrink-0 items-center gap-2 border-b border-slate-200 px-2 md:px-3">
      <button
        type="button"
        title={closeTitle}
        aria-label={closeTitle}
        onClick={onClose}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg text-sm font-medium text-slate-700 hover:bg-slate-100 md:order-last md:ml-auto"
      >
        <Icon name="back" className="h-5 w-5 md:hidden" />
        <span className="md:hidden">{t('Chat')}</span>
        <Icon name="close" className="hidden h-5 w-5 md:block" />
      </button>
      <h2 className="truncate text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </div>
  );
}
