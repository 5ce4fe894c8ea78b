import type { LoginInput } from '@vidya/contract';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { Button, tapLink } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { login } from '../api/login.ts';
import { useCompleteSignIn } from '../hooks.ts';
import { emailRules, passwordRules } from '../validation.ts';
import { AuthLayout } from './auth-layout.tsx';
import { OrDivider } from './divider.tsx';
import { ProductIntro } from './product-intro.tsx';
import { GoogleSignIn } from './google-sign-in.tsx';
import { useI18n } from '../../../i18n/i18n.ts';

const LOGIN_FAILED = 'Login failed. Please try again.';

/** The yellow line: the server's reason, unless it would only repeat the toast (or there is none). */
const reasonFor = (err: unknown) => {
  const message = err instanceof ApiError ? err.message.trim() : 'Server error';
  return message && message.toLowerCase() !== LOGIN_FAILED.toLowerCase() ? message : null;
};

export function LoginForm() {
  const { t, translate } = useI18n();
  const complete = useCompleteSignIn();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isDirty, isValid, isSubmitting } = formState;
  // Editing after a failed try: the red toast has been read and would only get in the way.
  const field = (name: keyof LoginInput, rules: Parameters<typeof register>[1]) => {
    const registered = register(name, rules);
    return {
      ...registered,
      onChange: async (event: ChangeEvent<HTMLInputElement>) => {
        notify.dismiss('login-failed');
        await registered.onChange(event);
      },
    };
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerMessage(null);
    try {
      complete(await login({ ...values, email: values.email.trim() }));
    } catch (err) {
      notify.error(t(LOGIN_FAILED), 'login-failed');
      setServerMessage(reasonFor(err));
    }
  });

  return (
    <AuthLayout
      title={t('Sign in')}
      intro={<ProductIntro />}
      footer={
        <>
          {t('New here?')}{' '}
          <Link to="/signup" className={`${tapLink} font-semibold text-brand-700 underline`}>
            {t('Create an account')}
          </Link>
        </>
      }
    >
      {serverMessage && (
        <p role="alert" className="mb-4 rounded-lg bg-yellow-50 px-3 py-2 text-sm text-yellow-900 ring-1 ring-yellow-300">
          {translate(serverMessage)}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField label={t('Email')} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...field('email', emailRules)} />
        <TextField label={t('Password')} type="password" autoComplete="current-password" error={errors.password?.message} {...field('password', passwordRules)} />
        <div className="-my-2 text-right text-sm">
          <Link to="/forgot-password" className={`${tapLink} text-brand-700 underline`}>
            {t('Forgot password?')}
          </Link>
        </div>
        <Button type="submit" disabled={!isDirty || !isValid || isSubmitting}>
          {isSubmitting ? t('Signing in...') : t('Sign in')}
        </Button>
      </form>
      <OrDivider />
      <GoogleSignIn label={t('Sign in with Google')} />
    </AuthLayout>
  );
}
