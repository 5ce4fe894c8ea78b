import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import { appConfigQueryOptions } from '../../../app/app-config.ts';
import { useI18n } from '../../../i18n/i18n.ts';

// Google's library and script load only when this deployment has a client id.
const GoogleButton = lazy(() => import('./google-button.tsx'));

export function GoogleSignIn({ label }: { label: string }) {
  const { t } = useI18n();
  const { data: config, isError } = useQuery(appConfigQueryOptions);
  const clientId = config?.googleClientId;
  if (clientId) {
    return (
      <Suspense fallback={<DisabledGoogle label={label} />}>
        <GoogleButton clientId={clientId} label={label} />
      </Suspense>
    );
  }
  // While the settings load the button waits quietly; once known (or unreachable) it says why it is off.
  const note = config
    ? t('Google sign-in is not set up on this site. Use your email and password.')
    : isError
      ? t('Google sign-in could not be loaded. Use your email and password, or reload the page to try again.')
      : undefined;
  return <DisabledGoogle label={label} note={note} />;
}

function DisabledGoogle({ label, note }: { label: string; note?: string }) {
  const noteId = useId();
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        disabled
        aria-describedby={note ? noteId : undefined}
        className="min-h-11 w-full cursor-not-allowed rounded-lg border border-slate-200 bg-slate-50 px-4 text-sm font-semibold text-slate-500"
      >
        {label}
      </button>
      {note && (
        <p id={noteId} className="text-xs text-slate-500">
          {note}
        </p>
      )}
    </div>
  );
}
