import { useLocation, useNavigate } from 'react-router';
import { AppHeader } from '../../../components/layout/app-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useGenerateAssignment } from '../api/generate-assignment.ts';
import { translateRefusal } from '../lib/refusals.ts';

export const INVALID_SESSION = 'Invalid or missing session ID';

/** /Assignments: makes an assignment from the current chat session (?session=…) and opens the test. */
export function AssignmentsPage() {
  const { t } = useI18n();
  // useLocation, not useSearchParams: the app's first download already carries it.
  const sessionId = new URLSearchParams(useLocation().search).get('session');
  const navigate = useNavigate();
  const generate = useGenerateAssignment();

  const onGenerate = () => {
    if (!sessionId || sessionId === 'undefined') {
      window.alert(t(INVALID_SESSION));
      return;
    }
    generate.mutate(sessionId, {
      onSuccess: ({ assignmentId }) => void navigate(`/TakeTest/${assignmentId}`),
      // Spec section 8 only logs a failed generation; a refusal the student can act on (the day's
      // limit, too short a chat) is shown too, with the server's reason.
      onError: (err) => console.warn('Could not generate the assignment', err),
    });
  };

  return (
    <>
      <AppHeader />
      <main className="mx-auto w-full max-w-2xl px-4 py-8">
        <div className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <h1 className="mb-4 text-2xl font-bold text-brand-800">{t('Test your knowledge')}</h1>
          <ol className="mb-6 list-decimal space-y-2 pl-5 text-slate-700">
            <li>{t('The questions are made from what you learned in your current chat with the AI.')}</li>
            <li>{t('Choose one answer for every question; you can change an answer until you submit.')}</li>
            <li>{t('Submit to see your score and a detailed report, which you can also download as a PDF.')}</li>
          </ol>
          {generate.error instanceof ApiError && generate.error.status < 500 && (
            <p role="alert" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
              {translateRefusal(generate.error.message)}
            </p>
          )}
          <Button onClick={onGenerate} disabled={generate.isPending} className="w-full sm:w-auto">
            {generate.isPending ? t('Generating...') : t('Generate Assignment')}
          </Button>
        </div>
      </main>
    </>
  );
}
