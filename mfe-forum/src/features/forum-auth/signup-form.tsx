import { zodResolver } from '@hookform/resolvers/zod';
import { authApi, authStorage } from '@site/auth';
import { minPasswordLength, passwordIssue, passwordRequired, usernameIssue } from '@site/domain';
import { Button, PasswordStrengthHint, StatusMessage, TextField } from '@site/ui';
import { z } from '@site/ui/zod';
import { useForm, useWatch } from 'react-hook-form';
import { showRefusal } from '../../utils/show-refusal.js';

/** The names a guesser of this member's password tries first. */
const personalWords = ({ username, email, display_name }: Record<'username' | 'email' | 'display_name', string>) => [
  username,
  email,
  display_name,
];

// Spec section 5: username, email and password required, and the passwords must match; then the
// API's rules (@site/domain) in its words: the username's, and the password's (length, how
// guessable it is with the member's own names).
const signupSchema = z
  .object({
    username: z.string(),
    email: z.string(),
    display_name: z.string(),
    password: z.string(),
    confirm: z.string(),
  })
  .check(
    z.superRefine(async (form, context) => {
      const refuse = (field: 'username' | 'email' | 'password' | 'confirm', message: string) =>
        context.addIssue({ code: 'custom', path: [field], message });
      const nameIssue = await usernameIssue(form.username);
      if (nameIssue) refuse('username', nameIssue);
      if (!form.email.trim()) refuse('email', 'Email is required');
      if (!form.password) return refuse('password', passwordRequired);
      if (form.password !== form.confirm) return refuse('confirm', 'Passwords do not match');
      const issue = await passwordIssue(form.password, personalWords(form));
      if (issue) refuse('password', issue);
    }),
  );
type Signup = z.infer<typeof signupSchema>;

interface SignupFormProps {
  /** The username typed so far, in either mode of the page. */
  username: string;
  onUsernameChange(username: string): void;
  /** Registered (not signed in): the page returns to login mode. */
  onRegistered(): void;
}

/** Forum sign-up: the forum's own registration call; the account is stored as the forum's copy. */
export function SignupForm({ username, onUsernameChange, onRegistered }: SignupFormProps) {
  const form = useForm<Signup>({
    resolver: zodResolver(signupSchema),
    defaultValues: { username, email: '', display_name: '', password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [typedName, email, displayName, password] = useWatch({
    control: form.control,
    name: ['username', 'email', 'display_name', 'password'],
  });

  const submit = (values: Signup) => {
    const name = values.username.trim();
    // The display name is optional here; the account needs one, so it defaults to the username.
    const body = {
      username: name,
      email: values.email.trim(),
      password: values.password,
      display_name: values.display_name.trim() || name,
    };
    return authApi.registerForumUser(body).then(
      ({ access_token, user }) => {
        // Spec section 4: forum registration keeps forum_token and forum_user; it does not sign in.
        authStorage.saveForum(access_token, user);
        onRegistered();
      },
      (error: unknown) => showRefusal(error, form.setError, ['username', 'email', 'display_name', 'password']),
    );
  };

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
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        required
        {...form.register('email')}
      />
      <TextField
        label="Display name (optional)"
        autoComplete="nickname"
        error={errors.display_name?.message}
        {...form.register('display_name')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        minLength={minPasswordLength}
        hint={
          <PasswordStrengthHint
            password={password}
            personalWords={personalWords({ username: typedName, email, display_name: displayName })}
          />
        }
        error={errors.password?.message}
        required
        {...form.register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        required
        {...form.register('confirm')}
      />
      {errors.root?.message && <StatusMessage kind="error">{errors.root.message}</StatusMessage>}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
