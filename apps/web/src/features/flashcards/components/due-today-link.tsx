import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.ts';
import { useDueCount } from '../api/get-due-count.ts';

/** 'N flashcards due today', opening the flashcards beside the general chat; nothing when none are due. */
export default function DueTodayLink({ className = '' }: { className?: string }) {
  const { t, formatNumber } = useI18n();
  const due = useDueCount().data?.due;
  if (!due) return null;
  return (
    <Link to="/learn?panel=flashcards" className={`inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-50 px-4 text-sm font-medium text-brand-800 hover:bg-brand-100 ${className}`}>
      <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">{formatNumber(due)}</span>{' '}
      {due === 1 ? t('flashcard due today') : t('flashcards due today')}
    </Link>
  );
}
