import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@site/contracts';
import { currentPasswordRequired, minPasswordLength } from '@site/domain';
import { Button, PasswordStrengthHint, setServerErrors, StatusMessage, TextField, toast } from '@site/ui';
import { z } from '@site/ui/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { newPasswordCheck } from '../password-rules.js';
import { useChangePassword } from './api/change-password.js';
import { CurrentPasswordField } from './current-password-field.js';

const passwordFields = {
  current_password: z.string().check(z.minLength(1, currentPasswordRequired)),
  password: z.string(),
  confirm: z.string(),
};
type PasswordForm = Record<keyof typeof passwordFields, string>;

const emptyForm: PasswordForm = { current_password: '', password: '', confirm: '' };

/** A new password for the signed-in `user`, whose names make a password easy to guess. */
export function PasswordForm({ user }: { user: User }) {
  const change = useChangePassword();
  const personalWords = useMemo(() => [user.username, user.email, user.display_name], [user]);
  const resolver = useMemo(
    () => zodResolver(z.object(passwordFields).check(newPasswordCheck(personalWords))),
    [personalWords],
  );
  const { register, handleSubmit, control, setError, reset, formState } = useForm<PasswordForm>({
    resolver,
    defaultValues: emptyForm,
  });
  const { errors, isSubmitting } = formState;
  const values = useWatch({ control, name: ['current_password', 'password', 'confirm'] });
  const filled = values.every((value) => value !== '');

  const save = async ({ current_password, password }: PasswordForm) => {
    try {
      await change.mutateAsync({ current_password, new_password: password });
      reset(emptyForm);
      toast({
        title: 'Password changed',
        description: 'You are still signed in here; every other session has ended.',
        variant: 'success',
      });
    } catch (error) {
      if (!setServerErrors(error, setError, { current_password: 'current_password', new_password: 'password' }))
        setError('root.server', { message: (error as Error).message || 'Failed to change your password' });
    }
  };

  return (
    <form onSubmit={handleSubmit(save)} className="space-y-4" noValidate aria-label="Change password">
      <CurrentPasswordField error={errors.current_password?.message} {...register('current_password')} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        minLength={minPasswordLength}
        hint={<PasswordStrengthHint password={values[1]} personalWords={personalWords} />}
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      {errors.root?.server?.message && <StatusMessage kind="error">{errors.root.server.message}</StatusMessage>}
      <Button type="submit" disabled={!filled || isSubmitting}>
        {isSubmitting ? 'Changing password...' : 'Change password'}
      </Button>
    </form>
  );
}
