import { PASSWORD_RESET_DONE, VALIDATION } from '@vidya/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { Button, tapLink } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { resetPassword } from '../api/reset-password.ts';
import { confirmRules, newPasswordRules } from '../validation.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useI18n } from '../../../i18n/i18n.ts';


export function ResetPasswordForm() {
  const { t, translate } = useI18n();
  const { token } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ password: string; confirmPassword: string }>({
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!token) notify.error(t('Invalid reset token'), 'invalid-reset-token');
  }, [token, t]);

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!token) {
      notify.error(t('Invalid reset token'));
      return;
    }
    try {
      await resetPassword(token, password);
      notify.success(t(PASSWORD_RESET_DONE));
      void navigate('/login');
    } catch (err) {
      const text = err instanceof ApiError && err.message ? translate(err.message) : t('Server error');
      setFailure(text);
      notify.error(text);
    }
  });

  return (
    <AuthLayout
      title={t('Reset Password')}
      footer={
        <Link to="/forgot-password" className={`${tapLink} font-semibold text-brand-700 underline`}>
          {t('Need a new link?')}
        </Link>
      }
    >
      {failure && (
        <p role="alert" className="mb-4 text-sm text-red-700">
          {failure}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField label={t('New Password')} type="password" autoComplete="new-password" error={formState.errors.password?.message} {...register('password', newPasswordRules)} />
        <TextField
          label={t('Confirm Password')}
          type="password"
          autoComplete="new-password"
          error={formState.errors.confirmPassword?.message}
          {...register('confirmPassword', confirmRules(VALIDATION.confirmYourPassword, VALIDATION.confirmYourPassword))}
        />
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('Resetting...') : t('Reset Password')}
        </Button>
      </form>
    </AuthLayout>
  );
}
