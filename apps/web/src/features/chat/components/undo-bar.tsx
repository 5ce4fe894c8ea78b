import { useEffect, useRef } from 'react';
import { useI18n } from '../../../i18n/i18n.ts';

/**
 * 'Chat deleted' with Undo, while a delete waits to be sent. The live region stays in the page so a
 * screen reader announces the message when it appears. Undo takes the focus, so one key undoes
 * within the short window; when the bar goes, the focus returns to where it was before.
 */
export function UndoBar({ visible, onUndo }: { visible: boolean; onUndo(): void }) {
  const { t } = useI18n();
  const undoButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!visible) return;
    const before = document.activeElement;
    undoButton.current?.focus();
    return () => {
      // Only when the focus went down with the bar: not if the student has moved on meanwhile.
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [visible]);

  return (
    <div role="status" className="pointer-events-none fixed inset-x-3 bottom-3 z-50 flex justify-center sm:right-4 sm:left-auto">
      {visible && (
        <div className="pointer-events-auto flex w-full max-w-sm items-center justify-between gap-3 rounded-xl bg-slate-900 py-1 pr-1 pl-4 text-sm text-white shadow-lg sm:w-80">
          <span>{t('Chat deleted')}</span>
          <button
            ref={undoButton}
            type="button"
            onClick={onUndo}
            className="min-h-11 min-w-16 rounded-lg px-4 font-semibold text-brand-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          >
            {t('Undo')}
          </button>
        </div>
      )}
    </div>
  );
}
