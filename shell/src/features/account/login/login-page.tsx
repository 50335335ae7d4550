import { authApi, safeReturnTo, useAuth } from '@site/auth';
import { Button, StatusMessage, TextField, toast } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate.js';
import { AccountCard } from '../account-card.js';
import { CredentialHint } from './credential-hint.js';
import { ForgotPasswordDialog } from './forgot-password-dialog.js';
import type { LoginVariant } from './login-variants.js';

export function LoginPage({ variant }: { variant: LoginVariant }) {
  const { signIn } = useAuth();
  const [params] = useSearchParams();
  const navigateLater = useDelayedNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [state, setState] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [error, setError] = useState('');
  const [forgotOpen, setForgotOpen] = useState(false);

  const filled = username.trim() !== '' && password !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled || state !== 'idle') return;
    setState('submitting');
    setError('');
    try {
      const { access_token, user } = await authApi.login({ username: username.trim(), password });
      signIn(access_token, user);
      setState('success');
      const target = variant.redirect === 'returnTo' ? safeReturnTo(params.get('returnTo')) : variant.redirect;
      navigateLater(target, variant.redirectDelayMs);
    } catch (caught) {
      const message = (caught as Error).message || 'Login failed';
      setError(message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
      setState('idle');
    }
  };

  return (
    <AccountCard title={variant.heading} pageTitle={variant.pageTitle}>
      {variant.showCredentialHint && <CredentialHint />}
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextField label="Username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required />
        <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        {error && <StatusMessage kind="error">{error}</StatusMessage>}
        {state === 'success' && <StatusMessage kind="success">Login successful! Redirecting...</StatusMessage>}
        <Button type="submit" className="w-full" disabled={!filled || state !== 'idle'}>
          {state === 'submitting' ? 'Logging in...' : 'Login'}
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" className="text-accent underline underline-offset-2 hover:no-underline" onClick={() => setForgotOpen(true)}>
          Forgot your password?
        </button>
        <Link to={variant.registerLink} className="text-accent underline underline-offset-2 hover:no-underline">
          Don&apos;t have an account? Register
        </Link>
      </div>
      <ForgotPasswordDialog recovery={variant.recovery} open={forgotOpen} onOpenChange={setForgotOpen} />
    </AccountCard>
  );
}
