import { zodResolver } from '@hookform/resolvers/zod';
import { authApi } from '@site/auth';
import { minPasswordLength } from '@site/domain';
import { Button, PasswordStrengthHint, setServerErrors, StatusMessage, TextField } from '@site/ui';
import { z } from '@site/ui/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { AccountCard } from '../account-card.js';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate.js';
import { newPasswordCheck } from '../password-rules.js';

const redirectDelayMs = 3000;
const pageTitle = 'Reset your password';

// The link does not say whose account it is: the API also checks the password against its names.
const newPasswordSchema = z.object({ password: z.string(), confirm: z.string() }).check(newPasswordCheck());
type NewPasswordForm = z.infer<typeof newPasswordSchema>;

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigateLater = useDelayedNavigate();
  const { register, handleSubmit, control, setError, formState } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting, isSubmitSuccessful: done } = formState;
  const [password, confirm] = useWatch({ control, name: ['password', 'confirm'] });

  useEffect(() => {
    if (!token) navigateLater('/login', redirectDelayMs);
  }, [token, navigateLater]);

  if (!token) {
    return (
      <AccountCard title="Invalid reset link" pageTitle={pageTitle}>
        <StatusMessage kind="error">Invalid reset link</StatusMessage>
        <p className="mt-4 text-sm text-muted">This link has no reset token. Taking you to the login page...</p>
      </AccountCard>
    );
  }

  if (done) {
    return (
      <AccountCard title="Password Reset Successful!" pageTitle={pageTitle}>
        <p role="status">Your password has been updated successfully.</p>
        <p className="mt-2 text-sm text-muted">Redirecting to login page in a few seconds...</p>
      </AccountCard>
    );
  }

  const resetPassword = async ({ password }: NewPasswordForm) => {
    try {
      await authApi.confirmPasswordReset(token, password);
      navigateLater('/login', redirectDelayMs);
    } catch (error) {
      if (!setServerErrors(error, setError, { new_password: 'password' }))
        setError('root.server', { message: (error as Error).message || 'Failed to reset password' });
    }
  };

  return (
    <AccountCard title="Reset Password" pageTitle={pageTitle}>
      <form onSubmit={handleSubmit(resetPassword)} className="space-y-4" noValidate>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          minLength={minPasswordLength}
          required
          hint={<PasswordStrengthHint password={password} />}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirm?.message}
          {...register('confirm')}
        />
        {errors.root?.server?.message && <StatusMessage kind="error">{errors.root.server.message}</StatusMessage>}
        <Button type="submit" className="w-full" disabled={isSubmitting || !password || !confirm}>
          {isSubmitting ? 'Resetting Password...' : 'Reset Password'}
        </Button>
      </form>
      <p className="mt-4 text-sm">
        <Link to="/login" className="text-accent underline underline-offset-2 hover:no-underline">
          Back to login
        </Link>
      </p>
    </AccountCard>
  );
}
