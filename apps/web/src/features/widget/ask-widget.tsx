import { lazy, Suspense, useRef, useState } from 'react';
import { useWidgetChat } from './use-widget-chat.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { useI18n } from '../../i18n/i18n.ts';

// The chat box (and the markdown renderer inside it) loads only when the student opens it.
const WidgetChatBox = lazy(() => import('./widget-chat-box.tsx'));

/** The landing page's floating 'Ask' assistant. A red '1' shows while there is no session (open or closed). */
export function AskWidget() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const chat = useWidgetChat();
  const toggle = useRef<HTMLButtonElement>(null);
  // Closed from inside the box (its ✕ or Escape): the focus goes back to the button that opened it.
  const closeBox = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <div className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3">
      {open && (
        <Suspense fallback={null}>
          <WidgetChatBox chat={chat} onClose={closeBox} />
        </Suspense>
      )}
      <button
        ref={toggle}
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-label={open ? t('Close the Ask assistant') : t('Open the Ask assistant')}
        className="relative flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
      >
        {open ? (
          <Icon name="close" className="h-6 w-6" />
        ) : (
          <svg viewBox="0 0 24 24" className="h-7 w-7" aria-hidden>
            <path d="M4 5h16v11H8l-4 4V5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
        )}
        {!chat.sessionId && (
          <span className="absolute -top-1 -right-1 flex h-5 w-5 items-center justify-center rounded-full bg-red-600 text-xs font-bold" aria-label={t('1 new message')}>
            1
          </span>
        )}
      </button>
    </div>
  );
}
