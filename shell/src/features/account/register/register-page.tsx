import { zodResolver } from '@hookform/resolvers/zod';
import { authApi } from '@site/auth';
import { maxUsernameLength, minPasswordLength, passwordIssue, usernameIssue } from '@site/domain';
import { Button, dismissToast, PasswordStrengthHint, setServerErrors, StatusMessage, TextField, toast } from '@site/ui';
import { z } from '@site/ui/zod';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { AccountCard } from '../account-card.js';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate.js';
import { isUsernameTaken, usernameCheck, usernameTaken } from '../username-check.js';
import type { RegisterVariant } from './register-variants.js';

// Register stays disabled until all four are filled; each field says what is wrong once the member leaves it.
const registerSchema = z
  .object({
    username: z.string().check(z.trim(), usernameCheck),
    email: z.string().check(z.trim(), z.minLength(1, 'Email is required')),
    display_name: z.string().check(z.trim(), z.minLength(1, 'Display name is required')),
    password: z.string(),
  })
  .check(
    z.superRefine(async ({ username, email, display_name, password }, ctx) => {
      const issue = await passwordIssue(password, [username, email, display_name]);
      if (issue) ctx.addIssue({ code: 'custom', path: ['password'], message: issue });
    }),
  );
type RegisterForm = z.infer<typeof registerSchema>;
const fields = Object.keys(registerSchema.shape) as Array<keyof RegisterForm>;

export function RegisterPage({ variant }: { variant: RegisterVariant }) {
  const navigateLater = useDelayedNavigate();
  const { register, handleSubmit, control, setError, formState } = useForm<RegisterForm>({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: '', email: '', display_name: '', password: '' },
    mode: 'onTouched',
  });
  // A refusal's toast must not outlive a later success on the login page it leads to.
  const refusalToast = useRef<number | undefined>(undefined);
  const { errors, isSubmitting, isSubmitSuccessful: registered } = formState;
  const values = useWatch({ control, name: fields });
  const filled = values.every((value) => value.trim() !== '');
  const [username, email, displayName, password] = values;

  // A name that passes the rules: does a member already have it?
  const checkAvailable = async () => {
    if ((await usernameIssue(username)) === undefined && (await isUsernameTaken(username)))
      setError('username', { message: usernameTaken });
  };

  const createAccount = async (account: RegisterForm) => {
    try {
      await authApi.register(account);
      if (refusalToast.current !== undefined) dismissToast(refusalToast.current);
      navigateLater(variant.redirectTo, variant.redirectDelayMs, { username: account.username });
    } catch (error) {
      const message = (error as Error).message || 'Registration failed';
      if (refusalToast.current !== undefined) dismissToast(refusalToast.current);
      refusalToast.current = toast({ title: 'Error', description: message, variant: 'destructive' });
      if (!setServerErrors(error, setError, fields)) setError('root.server', { message });
    }
  };

  return (
    <AccountCard title="Create an account" pageTitle="Register">
      <form onSubmit={handleSubmit(createAccount)} className="space-y-4" noValidate>
        <TextField
          label="Username"
          autoComplete="username"
          required
          hint={`Up to ${maxUsernameLength} characters, in one alphabet; shown on your profile.`}
          error={errors.username?.message}
          {...register('username', { onBlur: () => void checkAvailable() })}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Display name"
          autoComplete="nickname"
          required
          hint="The name shown with your posts."
          error={errors.display_name?.message}
          {...register('display_name')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          minLength={minPasswordLength}
          required
          hint={<PasswordStrengthHint password={password} personalWords={[username, email, displayName]} />}
          error={errors.password?.message}
          {...register('password')}
        />
        {errors.root?.server?.message && <StatusMessage kind="error">{errors.root.server.message}</StatusMessage>}
        {registered && <StatusMessage kind="success">Registration successful! Redirecting to login...</StatusMessage>}
        <Button type="submit" className="w-full" disabled={!filled || isSubmitting || registered}>
          {isSubmitting ? 'Creating account...' : 'Register'}
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
