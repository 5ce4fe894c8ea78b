import { FLASHCARD_MESSAGES, type FlashcardSetSummary } from '@vidya/contract';
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../../../components/layout/use-dismiss.ts';
import { useI18n } from '../../../i18n/i18n.ts';

/**
 * 'Choose flashcard set to revise': every set of the student's, as '@name (N cards)', in a list at
 * most 8rem tall (spec section 9) that scrolls.
 */
export function SetPicker({ sets, selectedId, onSelect }: { sets: FlashcardSetSummary[]; selectedId: string | null; onSelect(set: FlashcardSetSummary): void }) {
  const { t, translate, formatNumber } = useI18n();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useDismiss(ref, open, useCallback(() => setOpen(false), []), opener);
  const selected = sets.find((s) => s.id === selectedId);
  return (
    <div ref={ref} className="relative">
      <button
        ref={opener}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 text-left text-sm text-slate-800 hover:bg-slate-50"
      >
        <span className="truncate">{selected ? t('@{name} ({count} cards)', { name: translate(selected.name), count: formatNumber(selected.length) }) : t(FLASHCARD_MESSAGES.choose)}</span>
        <span aria-hidden>▾</span>
      </button>
      {open && (
        <ul id={listId} aria-label={t(FLASHCARD_MESSAGES.choose)} className="absolute inset-x-0 z-10 mt-1 max-h-[8rem] overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg">
          {sets.length === 0 ? (
            <li className="px-3 py-3 text-sm text-slate-500">{t(FLASHCARD_MESSAGES.noSets)}</li>
          ) : (
            sets.map((set) => (
              <li key={set.id}>
                <button
                  type="button"
                  aria-current={set.id === selectedId || undefined}
                  onClick={() => {
                    setOpen(false);
                    onSelect(set);
                  }}
                  className="block min-h-11 w-full truncate px-3 text-left text-sm text-slate-800 hover:bg-brand-50 aria-[current]:font-semibold"
                >
                  {t('@{name} ({count} cards)', { name: translate(set.name), count: formatNumber(set.length) })}
                </button>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
