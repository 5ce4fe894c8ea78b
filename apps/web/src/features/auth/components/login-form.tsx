import type { LoginInput } from '@vidya/contract';
import { useState } from 'react';
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
import { GoogleSignIn } from './google-sign-in.tsx';

export function LoginForm() {
  const complete = useCompleteSignIn();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isDirty, isValid, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setServerMessage(null);
    try {
      complete(await login({ ...values, email: values.email.trim() }));
    } catch (err) {
      notify.error('Login failed. Please try again.');
      setServerMessage(err instanceof ApiError ? err.message : 'Server error');
    }
  });

  return (
    <AuthLayout
      title="Sign in"
      footer={
        <>
          New here?{' '}
          <Link to="/signup" className={`${tapLink} font-semibold text-brand-700 underline`}>
            Create an account
          </Link>
        </>
      }
    >
      {serverMessage && (
        <p role="alert" className="mb-4 rounded-lg bg-yellow-50 px-3 py-2 text-sm text-yellow-900 ring-1 ring-yellow-300">
          {serverMessage}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email', emailRules)} />
        <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password', passwordRules)} />
        <div className="-my-2 text-right text-sm">
          <Link to="/forgot-password" className={`${tapLink} text-brand-700 underline`}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" disabled={!isDirty || !isValid || isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      <OrDivider />
      <GoogleSignIn label="Sign in with Google" />
    </AuthLayout>
  );
}
