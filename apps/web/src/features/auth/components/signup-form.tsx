import { PASSWORD_MIN_LENGTH, VALIDATION, type RegisterInput } from '@vidya/contract';
import { useEffect, type ChangeEvent, type FocusEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { Button, tapLink } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { register as registerAccount } from '../api/register.ts';
import { useCompleteSignIn } from '../hooks.ts';
import { confirmRules, emailRules, nameRules, newPasswordRules } from '../validation.ts';
import { AuthLayout } from './auth-layout.tsx';
import { OrDivider } from './divider.tsx';
import { GoogleSignIn } from './google-sign-in.tsx';
import { useI18n } from '../../../i18n/i18n.ts';

const isShort = (value: string) => value !== '' && value.length < PASSWORD_MIN_LENGTH;
const warnIfShort = (event: FocusEvent<HTMLInputElement>) => {
  if (isShort(event.target.value)) notify.error(VALIDATION.passwordTooShortToast, 'short-password');
};

export function SignupForm() {
  const { t, translate } = useI18n();
  const complete = useCompleteSignIn();
  const { register, handleSubmit, formState, watch, trigger, getFieldState, getValues } = useForm<RegisterInput>({
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;
  const passwordValue = watch('password');
  useEffect(() => {
    // Re-check the confirmation when the password changes after it was entered.
    if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
  }, [passwordValue, getFieldState, trigger]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      complete(await registerAccount({ ...values, email: values.email.trim() }));
    } catch (err) {
      notify.error(err instanceof ApiError && err.message ? translate(err.message) : t('Signup failed. Please try again.'));
    }
  });

  const withShortWarning = (name: 'password' | 'confirmPassword') => {
    const field = register(name, name === 'password' ? newPasswordRules : confirmRules(VALIDATION.confirmPasswordRequired, VALIDATION.passwordsMustMatch));
    return {
      ...field,
      // Once neither password field is too short, the warning toast has done its job.
      onChange: async (event: ChangeEvent<HTMLInputElement>) => {
        await field.onChange(event);
        if (!isShort(getValues('password')) && !isShort(getValues('confirmPassword'))) notify.dismiss('short-password');
      },
      onBlur: async (event: FocusEvent<HTMLInputElement>) => {
        warnIfShort(event);
        await field.onBlur(event);
      },
    };
  };

  return (
    <AuthLayout
      title={t('Create an account')}
      footer={
        <>
          {t('Already have an account?')}{' '}
          <Link to="/login" className={`${tapLink} font-semibold text-brand-700 underline`}>
            {t('Sign in')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label={t('First Name')} autoComplete="given-name" error={errors.firstName?.message} {...register('firstName', nameRules(VALIDATION.firstNameRequired))} />
          <TextField label={t('Last Name')} autoComplete="family-name" error={errors.lastName?.message} {...register('lastName', nameRules(VALIDATION.lastNameRequired))} />
        </div>
        <TextField label={t('Email')} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email', emailRules)} />
        <TextField label={t('Password')} type="password" autoComplete="new-password" error={errors.password?.message} {...withShortWarning('password')} />
        <TextField
          label={t('Confirm Password')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...withShortWarning('confirmPassword')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('Creating account...') : t('Sign up')}
        </Button>
      </form>
      <OrDivider />
      <GoogleSignIn label={t('Continue with Google')} />
    </AuthLayout>
  );
}
