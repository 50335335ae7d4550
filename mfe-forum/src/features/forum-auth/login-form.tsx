import { zodResolver } from '@hookform/resolvers/zod';
import { forumKeys } from '@site/api-client';
import { authApi, safeReturnTo, useAuth } from '@site/auth';
import { Button, StatusMessage, TextField } from '@site/ui';
import { z } from '@site/ui/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { showRefusal } from '../../utils/show-refusal.js';

// Spec section 5: Login stays disabled until both are filled (a blank username is not filled).
const loginSchema = z.object({
  username: z.string().check(z.refine((name) => name.trim() !== '')),
  password: z.string().check(z.minLength(1)),
});
type Login = z.infer<typeof loginSchema>;

interface LoginFormProps {
  /** The username typed so far, in either mode of the page. */
  username: string;
  onUsernameChange(username: string): void;
  returnTo: string | null;
}

/** The forum's login: the site's one login call, then back to where the visitor came from. */
export function LoginForm({ username, onUsernameChange, returnTo }: LoginFormProps) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<Login>({ resolver: zodResolver(loginSchema), defaultValues: { username, password: '' } });
  const [typedName, password] = useWatch({ control: form.control, name: ['username', 'password'] });
  const { errors, isSubmitting } = form.formState;
  const filled = loginSchema.safeParse({ username: typedName, password }).success;

  const submit = (values: Login) =>
    authApi.login({ username: values.username.trim(), password: values.password }).then(
      ({ access_token, user }) => {
        signIn(access_token, user);
        // Threads carry the viewer's own vote: the copies fetched before logging in are stale.
        void queryClient.invalidateQueries({ queryKey: forumKeys.all });
        // Replace, so Back does not return to the login form.
        navigate(safeReturnTo(returnTo, '/forum'), { replace: true });
      },
      (error: unknown) => showRefusal(error, form.setError, ['username', 'password']),
    );

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4">
      <TextField
        label="Username"
        autoComplete="username"
        error={errors.username?.message}
        required
        {...form.register('username', { onChange: (event) => onUsernameChange(event.target.value) })}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        required
        {...form.register('password')}
      />
      {errors.root?.message && <StatusMessage kind="error">{errors.root.message}</StatusMessage>}
      <Button type="submit" className="w-full" disabled={!filled || isSubmitting}>
        {isSubmitting ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
