import { zodResolver } from '@hookform/resolvers/zod';
import { authApi, safeReturnTo, useAuth } from '@site/auth';
import { passwordRequired, usernameRequired } from '@site/domain';
import { Button, setServerErrors, StatusMessage, TextField, toast } from '@site/ui';
import { z } from '@site/ui/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { AccountCard } from '../account-card.js';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate.js';
import { CredentialHint } from './credential-hint.js';
import { ForgotPasswordDialog } from './forgot-password-dialog.js';
import type { LoginVariant } from './login-variants.js';

// Login stays disabled until both fields are filled, so these messages only back up that rule.
const loginSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, usernameRequired)),
  password: z.string().check(z.minLength(1, passwordRequired)),
});
type LoginForm = z.infer<typeof loginSchema>;

export function LoginPage({ variant }: { variant: LoginVariant }) {
  const { signIn } = useAuth();
  const [params] = useSearchParams();
  const navigateLater = useDelayedNavigate();
  const [forgotOpen, setForgotOpen] = useState(false);
  // Registration sends the new member here with their username.
  const registered = (useLocation().state as { username?: unknown } | null)?.username;
  const { register, handleSubmit, control, setError, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: typeof registered === 'string' ? registered : '', password: '' },
  });
  const { errors, isSubmitting, isSubmitSuccessful: loggedIn } = formState;
  const [username, password] = useWatch({ control, name: ['username', 'password'] });
  const filled = username.trim() !== '' && password !== '';

  const logIn = async (credentials: LoginForm) => {
    try {
      const { access_token, user } = await authApi.login(credentials);
      signIn(access_token, user);
      const target = variant.redirect === 'returnTo' ? safeReturnTo(params.get('returnTo')) : variant.redirect;
      navigateLater(target, variant.redirectDelayMs);
    } catch (error) {
      const message = (error as Error).message || 'Login failed';
      toast({ title: 'Error', description: message, variant: 'destructive' });
      if (!setServerErrors(error, setError, ['username', 'password'])) setError('root.server', { message });
    }
  };

  return (
    <AccountCard title={variant.heading} pageTitle={variant.pageTitle}>
      {variant.showCredentialHint && <CredentialHint />}
      <form onSubmit={handleSubmit(logIn)} className="space-y-4" noValidate>
        <TextField
          label="Username"
          autoComplete="username"
          required
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        {errors.root?.server?.message && <StatusMessage kind="error">{errors.root.server.message}</StatusMessage>}
        {loggedIn && <StatusMessage kind="success">Login successful! Redirecting...</StatusMessage>}
        <Button type="submit" className="w-full" disabled={!filled || isSubmitting || loggedIn}>
          {isSubmitting ? 'Logging in...' : 'Login'}
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          className="text-accent underline underline-offset-2 hover:no-underline"
          onClick={() => setForgotOpen(true)}
        >
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
