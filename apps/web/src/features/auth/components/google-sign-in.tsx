import { lazy, Suspense } from 'react';
import { useAppConfig } from '../../../app/app-config.ts';

// Google's library and script load only when this deployment has a client id.
const GoogleButton = lazy(() => import('./google-button.tsx'));

export function GoogleSignIn({ label }: { label: string }) {
  const config = useAppConfig();
  const clientId = config?.googleClientId;
  if (clientId) {
    return (
      <Suspense fallback={<DisabledGoogle label={label} />}>
        <GoogleButton clientId={clientId} label={label} />
      </Suspense>
    );
  }
  return <DisabledGoogle label={label} note={config ? 'Google sign-in is not set up on this site. Use your email and password.' : undefined} />;
}

function DisabledGoogle({ label, note }: { label: string; note?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        disabled
        aria-describedby={note ? 'google-note' : undefined}
        className="min-h-11 w-full cursor-not-allowed rounded-lg border border-slate-200 bg-slate-50 px-4 text-sm font-semibold text-slate-500"
      >
        {label}
      </button>
      {note && (
        <p id="google-note" className="text-xs text-slate-500">
          {note}
        </p>
      )}
    </div>
  );
}
