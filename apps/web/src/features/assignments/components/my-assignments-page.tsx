import { AppHeader } from '../../../components/layout/app-header.tsx';
import { useI18n } from '../../../i18n/i18n.ts';
import { usePastAssignments } from '../api/get-past-assignments.ts';
import { ReportActions } from './report-toggle.tsx';
import { ScoreBar } from './score-bar.tsx';

// '12 Nov 2026, 04:30 pm' in English (en-IN), the same in Hindi's own words and order.
const DATE_TAKEN: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** /myAssignments: every scored attempt, newest first, with its report. */
export function MyAssignmentsPage() {
  const { t, plural, formatNumber, formatDate } = useI18n();
  const past = usePastAssignments();
  const list = past.data;
  return (
    <>
      <AppHeader />
      <main className="mx-auto w-full max-w-2xl px-4 py-6">
        {!list ? (
          <p role="status" className="py-10 text-center text-slate-600">
            {t('Loading your previous assignments...')}
          </p>
        ) : list.length === 0 ? (
          <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
            <h1 className="mb-2 text-xl font-bold text-slate-900">{t('No Assignments Yet')}</h1>
            <p className="text-slate-600">{t('Complete some assessments to see your progress here.')}</p>
          </div>
        ) : (
          <>
            <h1 className="mb-4 text-2xl font-bold text-slate-900">
              {plural(list.length, { one: '{count} Assessment', other: '{count} Assessments' })}
            </h1>
            <ul className="space-y-4">
              {list.map((a, i) => (
                <li key={a._id} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
                  <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4">
                    {/* Numbered from the first attempt, so a number stays with its assignment as more are taken. */}
                    <h2 className="font-semibold text-slate-900">{t('Assignment - {number}', { number: formatNumber(list.length - i) })}</h2>
                    <span className="text-sm text-slate-500">{formatDate(a.dateTaken, DATE_TAKEN)}</span>
                  </div>
                  <p className="mb-2 font-semibold text-brand-800">
                    {formatNumber(a.score)} / {formatNumber(a.maxScore)}
                  </p>
                  <ScoreBar score={a.score} maxScore={a.maxScore} />
                  <div className="mt-3">
                    <ReportActions assignmentId={a._id} report={a.report} />
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </main>
    </>
  );
}
