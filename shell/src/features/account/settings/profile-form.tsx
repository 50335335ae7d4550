import { zodResolver } from '@hookform/resolvers/zod';
import type { AccountUpdateRequest, User } from '@site/contracts';
import { Button, setServerErrors, StatusMessage, TextField, toast } from '@site/ui';
import { z } from '@site/ui/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useUpdateAccount } from './api/update-account.js';
import { CurrentPasswordField } from './current-password-field.js';

// The address's form and uniqueness are the server's say, shown on the field.
const profileSchema = z.object({
  display_name: z.string().check(z.trim(), z.minLength(1, 'Display name is required')),
  email: z.string().check(z.trim(), z.minLength(1, 'Email is required')),
  current_password: z.string(),
});
type ProfileForm = z.infer<typeof profileSchema>;

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * What differs from the saved account (trimmed values), and only that: the seeded admin's admin@localhost would not
 * pass as a new address.
 */
function changesOf(user: User, displayName: string, email: string): AccountUpdateRequest {
  const changes: AccountUpdateRequest = {};
  if (displayName !== user.display_name) changes.display_name = displayName;
  if (email !== user.email) changes.email = email;
  return changes;
}

export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateAccount();
  const { register, handleSubmit, control, setError, formState } = useForm<ProfileForm>({
    resolver: zodResolver(profileSchema),
    defaultValues: { display_name: user.display_name, email: user.email, current_password: '' },
  });
  const { errors, isSubmitting } = formState;
  const [displayName, email] = useWatch({ control, name: ['display_name', 'email'] });
  // A new address needs the current password (the server asks for it too).
  const emailChanged = !sameEmail(email.trim(), user.email);
  const changed = Object.keys(changesOf(user, displayName.trim(), email.trim())).length > 0;

  // The saved user replaces the stored one, and the page's key (its updated_at) starts the form afresh.
  const save = async (form: ProfileForm) => {
    try {
      const changes = changesOf(user, form.display_name, form.email);
      await update.mutateAsync(emailChanged ? { ...changes, current_password: form.current_password } : changes);
      toast({ title: 'Saved', description: 'Your account has been updated.', variant: 'success' });
    } catch (error) {
      if (!setServerErrors(error, setError, ['display_name', 'email', 'current_password']))
        setError('root.server', { message: (error as Error).message || 'Failed to save your account' });
    }
  };

  return (
    <form onSubmit={handleSubmit(save)} className="space-y-4" noValidate aria-label="Profile">
      <TextField
        label="Display name"
        autoComplete="nickname"
        required
        error={errors.display_name?.message}
        {...register('display_name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      {emailChanged && (
        <CurrentPasswordField
          hint="Needed to change your email."
          error={errors.current_password?.message}
          {...register('current_password')}
        />
      )}
      {errors.root?.server?.message && <StatusMessage kind="error">{errors.root.server.message}</StatusMessage>}
      <Button type="submit" disabled={!changed || isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save changes'}
      </Button>
    </form>
  );
}
