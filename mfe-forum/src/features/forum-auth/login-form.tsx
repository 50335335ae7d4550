import { authApi, safeReturnTo, useAuth } from '@site/auth';
import { Button, StatusMessage, TextField } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

interface LoginFormProps {
  username: string;
  onUsernameChange(username: string): void;
  returnTo: string | null;
}

/** The forum's login: the site's one login call, then back to where the visitor came from. */
export function LoginForm({ username, onUsernameChange, returnTo }: LoginFormProps) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const filled = username.trim() !== '' && password !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled || submitting) return;
    setSubmitting(true);
    setError('');
    try {
      const { access_token, user } = await authApi.login({ username: username.trim(), password });
      signIn(access_token, user);
      // Replace, so Back does not return to the login form.
      navigate(safeReturnTo(returnTo, '/forum'), { replace: true });
    } catch (caught) {
      setError((caught as Error).message || 'Login failed');
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField label="Username" autoComplete="username" value={username} onChange={(e) => onUsernameChange(e.target.value)} required />
      <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      {error && <StatusMessage kind="error">{error}</StatusMessage>}
      <Button type="submit" className="w-full" disabled={!filled || submitting}>
        {submitting ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
