import { authApi } from '@site/auth';
import { Button, StatusMessage, TextField } from '@site/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AccountCard } from '../account-card.js';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate.js';
import { minPasswordLength } from '../password-rules.js';

const redirectDelayMs = 3000;
const pageTitle = 'Reset your password';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigateLater = useDelayedNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [state, setState] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [error, setError] = useState('');

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

  if (state === 'success') {
    return (
      <AccountCard title="Password Reset Successful!" pageTitle={pageTitle}>
        <p role="status">Your password has been updated successfully.</p>
        <p className="mt-2 text-sm text-muted">Redirecting to login page in a few seconds...</p>
      </AccountCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) return setError('Passwords do not match');
    if (password.length < minPasswordLength) return setError(`Password must be at least ${minPasswordLength} characters long`);
    setState('submitting');
    setError('');
    try {
      await authApi.confirmPasswordReset(token, password);
      setState('success');
      navigateLater('/login', redirectDelayMs);
    } catch (caught) {
      setError((caught as Error).message || 'Failed to reset password');
      setState('idle');
    }
  };

  return (
    <AccountCard title="Reset Password" pageTitle={pageTitle}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextField label="New password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          required
        />
        {error && <StatusMessage kind="error">{error}</StatusMessage>}
        <Button type="submit" className="w-full" disabled={state === 'submitting' || !password || !confirm}>
          {state === 'submitting' ? 'Resetting Password...' : 'Reset Password'}
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
