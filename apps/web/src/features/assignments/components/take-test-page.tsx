import { OPTION_LETTERS, type Assignment, type Evaluation, type OptionLetter } from '@vidya/contract';
import { useParams } from 'react-router';
import { AppHeader } from '../../../components/layout/app-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../i18n/i18n.ts';
import { useAssignment } from '../api/get-assignment.ts';
import { useEvaluateAssignment } from '../api/evaluate-assignment.ts';
import { useSavedAnswers, type Answers } from '../hooks/use-saved-answers.ts';
import { ReportActions } from './report-toggle.tsx';
import { isGoodScore, ScoreBar } from './score-bar.tsx';

/** /TakeTest/{assignmentId}: the questions, then the result. */
export function TakeTestPage() {
  const { t } = useI18n();
  const id = useParams().assignmentId ?? '';
  const assignment = useAssignment(id);
  return (
    <>
      <AppHeader />
      <main className="mx-auto w-full max-w-2xl px-4 py-6">
        {assignment.data ? (
          assignment.data.evaluation ? (
            <Result assignmentId={id} evaluation={assignment.data.evaluation} />
          ) : (
            <Test key={id} assignmentId={id} questions={assignment.data.assignment} />
          )
        ) : (
          // Spec section 8: a failed fetch is only logged; the screen stays as it was.
          <p role="status" className="py-10 text-center text-slate-600">
            {t('Loading assignment...')}
          </p>
        )}
      </main>
    </>
  );
}

const byNumber = (questions: Assignment) =>
  Object.entries(questions).sort(([a], [b]) => Number(a) - Number(b));

function Test({ assignmentId, questions }: { assignmentId: string; questions: Assignment }) {
  const { t, formatNumber } = useI18n();
  const { answers, choose, forget } = useSavedAnswers(assignmentId);
  const evaluate = useEvaluateAssignment(assignmentId);
  const numbers = byNumber(questions).map(([n]) => n);
  const answered = numbers.filter((n) => answers[n]).length;
  const remaining = numbers.length - answered;
  const complete = remaining === 0;

  const submit = () => {
    const userAnswers: Answers = Object.fromEntries(numbers.map((n) => [n, answers[n]!]));
    evaluate.mutate(userAnswers, {
      onSuccess: forget,
      onError: (err) => console.warn('Could not submit the assignment', err),
    });
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (complete && !evaluate.isPending) submit();
      }}
    >
      <ol className="space-y-4">
        {byNumber(questions).map(([n, q]) => (
          <li key={n}>
            <fieldset className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
              <legend className="sr-only">{t('Question {number}', { number: n })}</legend>
              <p className="mb-3 font-medium text-slate-900">
                <span className="mr-1 text-brand-700">{n}.</span> {q.mcq}
              </p>
              <div className="space-y-2">
                {OPTION_LETTERS.map((letter) => (
                  <Option
                    key={letter}
                    name={`q${n}`}
                    letter={letter}
                    text={q.options[letter]}
                    checked={answers[n] === letter}
                    onChoose={() => choose(n, letter)}
                  />
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="sticky bottom-0 mt-4 flex flex-col gap-2 border-t border-slate-200 bg-slate-50 py-3 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" className="text-sm text-slate-700">
          <span className="font-semibold">
            {t('{answered}/{total} questions answered', { answered: formatNumber(answered), total: formatNumber(numbers.length) })}
          </span>
          {remaining > 0 && (
            <span className="ml-2 text-slate-500">{t('{count} questions remaining', { count: formatNumber(remaining) })}</span>
          )}
        </p>
        <Button type="submit" disabled={!complete || evaluate.isPending}>
          {evaluate.isPending
            ? t('Submitting...')
            : complete
              ? t('Submit Assessment')
              : t('Answer all questions to submit')}
        </Button>
      </div>
    </form>
  );
}

function Option({
  name,
  letter,
  text,
  checked,
  onChoose,
}: {
  name: string;
  letter: OptionLetter;
  text: string;
  checked: boolean;
  onChoose(): void;
}) {
  return (
    <label
      className={`relative flex min-h-11 cursor-pointer items-start gap-3 rounded-xl px-3 py-2 ring-1 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
        checked ? 'bg-brand-50 ring-brand-500' : 'ring-slate-200 hover:bg-slate-50'
      }`}
    >
      <input
        type="radio"
        name={name}
        value={letter}
        checked={checked}
        onChange={onChoose}
        className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
      />
      <span
        aria-hidden
        className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${checked ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700'}`}
      >
        {letter}
      </span>
      <span className="text-slate-800">
        <span className="sr-only">{letter}. </span>
        {text}
      </span>
    </label>
  );
}

function Result({ assignmentId, evaluation }: { assignmentId: string; evaluation: Evaluation }) {
  const { t, formatNumber } = useI18n();
  const { score, maxScore, report } = evaluation;
  const good = isGoodScore(score, maxScore);
  return (
    <section
      className="rounded-2xl bg-white p-4 text-center ring-1 ring-slate-200 sm:p-6"
      aria-labelledby="result-heading"
    >
      <div
        aria-hidden
        className={`mx-auto mb-3 flex h-14 w-14 items-center justify-center rounded-full text-2xl ${good ? 'bg-green-100 text-green-700' : 'bg-yellow-100 text-yellow-700'}`}
      >
        {good ? '✓' : '★'}
      </div>
      <h1 id="result-heading" className="mb-2 text-2xl font-bold text-slate-900">
        {t('Assessment Complete!')}
      </h1>
      <p className="mb-3 text-3xl font-bold text-brand-800">
        {formatNumber(score)}/{formatNumber(maxScore)}
      </p>
      <ScoreBar score={score} maxScore={maxScore} />
      <p className="mt-3 mb-5 text-slate-700">
        {good
          ? t('Great job! You have demonstrated excellent understanding!')
          : t('Keep learning! You are on the right track.')}
      </p>
      <ReportActions assignmentId={assignmentId} report={report} centered />
    </section>
  );
}
