import type { CardChapter } from '@vidya/contract';
import { Link } from 'react-router';
import { tapLink } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../i18n/i18n.ts';
import { panelSearch } from '../../../lib/side-panel-url.ts';

/** The card's chapter, opening the textbook there (the panel swaps to the book; Back returns). */
export function ChapterLink({ chapter }: { chapter: CardChapter | null }) {
  const { t } = useI18n();
  if (!chapter) return null;
  return (
    <Link
      to={panelSearch('textbook', { book: chapter.book, chapter: chapter.chapter })}
      className={`${tapLink} justify-start text-sm text-brand-700 underline underline-offset-2 hover:text-brand-800`}
    >
      {t('Chapter {number}: {title}', { number: chapter.chapter, title: chapter.title })}
    </Link>
  );
}
