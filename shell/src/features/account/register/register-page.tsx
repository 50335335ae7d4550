import { authApi } from '@site/auth';
import { Button, StatusMessage, TextField, toast } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AccountCard } from '../account-card.js';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate.js';
import { minPasswordLength } from '../password-rules.js';
import type { RegisterVariant } from './register-variants.js';

const emptyForm = { username: '', email: '', display_name: '', password: '' };

export function RegisterPage({ variant }: { variant: RegisterVariant }) {
  const navigateLater = useDelayedNavigate();
  const [form, setForm] = useState(emptyForm);
  const [state, setState] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [error, setError] = useState('');

  const set = (field: keyof typeof emptyForm) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const filled = Object.values(form).every((value) => value.trim() !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled || state !== 'idle') return;
    if (form.password.length < minPasswordLength) {
      setError(`Password must be at least ${minPasswordLength} characters long`);
      return;
    }
    setState('submitting');
    setError('');
    try {
      await authApi.register({ ...form, username: form.username.trim(), email: form.email.trim(), display_name: form.display_name.trim() });
      setState('success');
      navigateLater(variant.redirectTo, variant.redirectDelayMs);
    } catch (caught) {
      const message = (caught as Error).message || 'Registration failed';
      setError(message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
      setState('idle');
    }
  };

  return (
    <AccountCard title="Create an account" pageTitle="Register">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextField label="Username" autoComplete="username" value={form.username} onChange={set('username')} required />
        <TextField label="Email" type="email" autoComplete="email" value={form.email} onChange={set('email')} required />
        <TextField label="Display name" autoComplete="nickname" value={form.display_name} onChange={set('display_name')} required />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          minLength={minPasswordLength}
          required
        />
        {error && <StatusMessage kind="error">{error}</StatusMessage>}
        {state === 'success' && <StatusMessage kind="success">Registration successful! Redirecting to login...</StatusMessage>}
        <Button type="submit" className="w-full" disabled={!filled || state !== 'idle'}>
          {state === 'submitting' ? 'Creating account...' : 'Register'}
        </Button>
      </form>
      <p className="mt-4 text-sm">
        Already have an account?{' '}
        <Link to={variant.redirectTo} className="text-accent underline underline-offset-2 hover:no-underline">
          Login
        </Link>
      </p>
    </AccountCard>
  );
}
