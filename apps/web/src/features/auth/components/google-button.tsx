import { GoogleOAuthProvider, useGoogleLogin } from '@react-oauth/google';
import { notify } from '../../../lib/notify.ts';
import { googleLogin } from '../api/google-login.ts';
import { useCompleteSignIn } from '../hooks.ts';
import { useI18n } from '../../../i18n/i18n.ts';

function GoogleLoginButton({ label }: { label: string }) {
  const { t } = useI18n();
  const complete = useCompleteSignIn();
  const start = useGoogleLogin({
    flow: 'implicit',
    scope: 'openid profile email',
    onSuccess: async (response) => {
      if (!response.access_token) {
        notify.error(t('No Google token found. Please try again.'));
        return;
      }
      try {
        complete(await googleLogin(response.access_token));
        notify.success(t('Google sign-in successful!'));
      } catch {
        notify.error(t('Google login failed. Please try again.'));
      }
    },
    onError: () => notify.error(t('Google login failed. Please try again.')),
  });
  return (
    <button
      type="button"
      onClick={() => start()}
      className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100"
    >
      <span aria-hidden className="font-bold text-brand-700">G</span>
      {label}
    </button>
  );
}

export default function GoogleButton({ clientId, label }: { clientId: string; label: string }) {
  return (
    <GoogleOAuthProvider clientId={clientId}>
      <GoogleLoginButton label={label} />
    </GoogleOAuthProvider>
  );
}
