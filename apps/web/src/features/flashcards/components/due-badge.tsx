import { useI18n } from '../../../i18n/i18n.ts';
import { useDueCount } from '../api/get-due-count.ts';

/**
 * The count of cards due today, inside the Flashcards toggle: a badge on its corner (room for the
 * label on a 360 px strip), and ', N due' in the toggle's name for a screen reader.
 */
export default function DueBadge({ pressed }: { pressed: boolean }) {
  const { t, formatNumber } = useI18n();
  const due = useDueCount().data?.due ?? 0;
  if (!due) return null;
  return (
    <>
      <span className="sr-only">{t(', {count} due', { count: formatNumber(due) })}</span>
      <span
        aria-hidden
        className={`absolute top-0.5 right-0.5 min-w-5 rounded-full px-1 text-center text-[11px] leading-4 font-bold md:static md:px-1.5 md:text-xs ${pressed ? 'bg-white text-brand-800' : 'bg-brand-700 text-white'}`}
      >
        {due > 99 ? `${formatNumber(99)}+` : formatNumber(due)}
      </span>
    </>
  );
}
