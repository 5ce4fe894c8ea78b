import { useEffect, useId, useRef } from 'react';
import { COURSE_TITLES, type CourseBot } from '@vidya/contract';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../i18n/i18n.ts';
import { masteryLabel, useMastery } from '../../assignments/public.ts';
import { useTextbookPages } from '../api/textbook-pages.ts';

export interface SyllabusDialogProps {
  bot: CourseBot;
  /** Continue: opens the textbook (the textbook button's action). */
  onContinue(): void;
  /** A row: opens the textbook at that chapter. */
  onOpenChapter(chapter: number): void;
  onClose(): void;
}

/**
 * The course's chapters as a modal dialog (the native <dialog>: the page behind is inert, Escape
 * closes it), with Continue to the textbook; each chapter opens the book at its page. Focus goes
 * back to where it was when the dialog closes.
 */
export default function SyllabusDialog({ bot, onContinue, onOpenChapter, onClose }: SyllabusDialogProps) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const pages = useTextbookPages(bot);
  // The student's score per chapter from past assignments: a column only once there is one.
  const mastery = useMastery(bot);
  const scoreOf = (chapter: number) => masteryLabel(mastery.data?.chapters.find((m) => m.chapter === chapter));
  const scored = pages.data?.chapters.some((c) => scoreOf(c.number)) ?? false;
  const title = t('{course} Syllabus', { course: COURSE_TITLES[bot] });

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Escape: the dialog's own cancel, turned into our close so the parent unmounts it.
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => e.target === ref.current && onClose()} // a tap on the backdrop
      className="m-auto flex max-h-[min(90dvh,40rem)] w-[min(94vw,32rem)] flex-col overflow-hidden rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 [&:not([open])]:hidden"
    >
      <header className="flex items-center gap-2 border-b border-slate-200 py-1 pr-1 pl-4">
        <h2 id={titleId} className="flex-1 text-base font-semibold">
          {title}
        </h2>
        <button type="button" aria-label={t('Close')} onClick={onClose} className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-xl text-slate-600 hover:bg-slate-100">
          <span aria-hidden>×</span>
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {pages.isPending && <p className="p-4 text-sm text-slate-600">{t('Loading the syllabus…')}</p>}
        {pages.isError && (
          <div className="p-4 text-sm text-slate-700">
            <p>{t('The syllabus could not be loaded.')}</p>
            <Button variant="secondary" className="mt-2" onClick={() => void pages.refetch()}>
              {t('Retry')}
            </Button>
          </div>
        )}
        {pages.data && (
          <table className="w-full border-collapse text-left text-sm">
            <thead className="sticky top-0 bg-slate-50">
              <tr>
                <th scope="col" className="w-14 px-4 py-2 font-semibold">
                  {t('No.')}
                </th>
                <th scope="col" className="px-2 py-2 font-semibold">
                  {t('Chapter')}
                </th>
                {scored && (
                  <th scope="col" className="w-24 px-4 py-2 text-right font-semibold">
                    {t('Your score')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {pages.data.chapters.map((chapter) => (
                <tr key={chapter.number} className="border-t border-slate-100">
                  <td className="px-4 py-1 align-middle font-semibold text-brand-700">{chapter.number}</td>
                  <td className="py-0.5 pr-2">
                    <button type="button" onClick={() => onOpenChapter(chapter.number)} className="min-h-11 w-full rounded-lg px-2 py-2 text-left hover:bg-slate-100">
                      {chapter.title}
                    </button>
                  </td>
                  {scored && <td className="px-4 text-right text-slate-700 tabular-nums">{scoreOf(chapter.number) || '–'}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <footer className="flex justify-end border-t border-slate-200 p-3">
        <Button onClick={onContinue}>{t('Continue')}</Button>
      </footer>
    </dialog>
  );
}
