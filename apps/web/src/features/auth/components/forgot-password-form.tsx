import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { Button, tapLink } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { forgotPassword } from '../api/forgot-password.ts';
import { emailRules } from '../validation.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useI18n } from '../../../i18n/i18n.ts';

const SENT = 'If your email exists, a reset link has been sent.';

export function ForgotPasswordForm() {
  const { t, translate } = useI18n();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await forgotPassword(email.trim());
      setResult({ ok: true, text: t(SENT) });
      notify.success(t(SENT));
    } catch (err) {
      const text = err instanceof ApiError && err.message ? translate(err.message) : t('Server error');
      setResult({ ok: false, text });
      notify.error(text);
    }
  });

  return (
    <AuthLayout
      title={t('Forgot password')}
      footer={
        <Link to="/login" className={`${tapLink} font-semibold text-brand-700 underline`}>
          {t('Back to sign in')}
        </Link>
      }
    >
      <p className="mb-4 text-sm text-slate-600">{t('Enter the email you signed up with and we will send you a link to choose a new password.')}</p>
      {result && (
        <p role="status" className={`mb-4 text-sm ${result.ok ? 'text-green-700' : 'text-red-700'}`}>
          {result.text}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField label={t('Email')} type="email" autoComplete="email" inputMode="email" error={formState.errors.email?.message} {...register('email', emailRules)} />
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('Sending...') : t('Send Reset Link')}
        </Button>
      </form>
    </AuthLayout>
  );
}
