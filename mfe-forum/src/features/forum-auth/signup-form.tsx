import { authApi, authStorage } from '@site/auth';
import { Button, StatusMessage, TextField } from '@site/ui';
import { useState, type FormEvent } from 'react';

interface SignupFormProps {
  username: string;
  onUsernameChange(username: string): void;
  /** Registered (not signed in): the page returns to login mode. */
  onRegistered(): void;
}

type Field = 'username' | 'email' | 'password' | 'confirm';

/** Forum sign-up (spec section 5): username, email and password required, passwords must match. */
export function SignupForm({ username, onUsernameChange, onRegistered }: SignupFormProps) {
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!username.trim()) found.username = 'Username is required';
    if (!email.trim()) found.email = 'Email is required';
    if (!password) found.password = 'Password is required';
    else if (password !== confirm) found.confirm = 'Passwords do not match';
    setErrors(found);
    if (Object.keys(found).length > 0 || submitting) return;
    setSubmitting(true);
    setFailure('');
    try {
      // The display name is optional here; the account needs one, so it defaults to the username.
      const body = { username: username.trim(), email: email.trim(), password, display_name: displayName.trim() || username.trim() };
      const { access_token, user } = await authApi.registerForumUser(body);
      // Spec section 4: forum registration keeps forum_token and forum_user; it does not sign in.
      authStorage.saveForum(access_token, user);
      onRegistered();
    } catch (caught) {
      setFailure((caught as Error).message || 'Registration failed');
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Username"
        autoComplete="username"
        value={username}
        onChange={(e) => onUsernameChange(e.target.value)}
        error={errors.username}
        required
      />
      <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} required />
      <TextField label="Display name (optional)" autoComplete="nickname" value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        required
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
        required
      />
      {failure && <StatusMessage kind="error">{failure}</StatusMessage>}
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
