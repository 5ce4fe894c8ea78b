import { AppHeader } from '../../../components/layout/app-header.tsx';
import { usePastAssignments } from '../api/get-past-assignments.ts';
import { ReportActions } from './report-toggle.tsx';
import { ScoreBar } from './score-bar.tsx';

const dateTaken = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** /myAssignments: every scored attempt, newest first, with its report. */
export function MyAssignmentsPage() {
  const past = usePastAssignments();
  const list = past.data;
  return (
    <>
      <AppHeader />
      <main className="mx-auto w-full max-w-2xl px-4 py-6">
        {!list ? (
          <p role="status" className="py-10 text-center text-slate-600">
            Loading your previous assignments...
          </p>
        ) : list.length === 0 ? (
          <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
            <h1 className="mb-2 text-xl font-bold text-slate-900">No Assignments Yet</h1>
            <p className="text-slate-600">Complete some assessments to see your progress here.</p>
          </div>
        ) : (
          <>
            <h1 className="mb-4 text-2xl font-bold text-slate-900">
              {list.length} {list.length === 1 ? 'Assessment' : 'Assessments'}
            </h1>
            <ul className="space-y-4">
              {list.map((a, i) => (
                <li key={a._id} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
                  <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4">
                    {/* Numbered from the first attempt, so a number stays with its assignment as more are taken. */}
                    <h2 className="font-semibold text-slate-900">Assignment - {list.length - i}</h2>
                    <span className="text-sm text-slate-500">{dateTaken(a.dateTaken)}</span>
                  </div>
                  <p className="mb-2 font-semibold text-brand-800">
                    {a.score} / {a.maxScore}
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
