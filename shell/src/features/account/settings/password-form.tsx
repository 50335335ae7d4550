import { zodResolver } from '@hookform/resolvers/zod';
import { Button, setServerErrors, StatusMessage, TextField, toast } from '@site/ui';
import { z } from '@site/ui/zod';
import { useForm, useWatch } from 'react-hook-form';
import { minPasswordLength, newPasswordCheck } from '../password-rules.js';
import { useChangePassword } from './api/change-password.js';
import { CurrentPasswordField } from './current-password-field.js';

const passwordSchema = z
  .object({ current_password: z.string().check(z.minLength(1, 'Current password is required')), password: z.string(), confirm: z.string() })
  .check(newPasswordCheck);
type PasswordForm = z.infer<typeof passwordSchema>;

const emptyForm: PasswordForm = { current_password: '', password: '', confirm: '' };

export function PasswordForm() {
  const change = useChangePassword();
  const { register, handleSubmit, control, setError, reset, formState } = useForm<PasswordForm>({
    resolver: zodResolver(passwordSchema),
    defaultValues: emptyForm,
  });
  const { errors, isSubmitting } = formState;
  const filled = useWatch({ control, name: ['current_password', 'password', 'confirm'] }).every((value) => value !== '');

  const save = async ({ current_password, password }: PasswordForm) => {
    try {
      await change.mutateAsync({ current_password, new_password: password });
      reset(emptyForm);
      toast({ title: 'Password changed', description: 'You are still signed in here; every other session has ended.', variant: 'success' });
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
        hint={`At least ${minPasswordLength} characters, not one of the most common passwords.`}
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" required error={errors.confirm?.message} {...register('confirm')} />
      {errors.root?.server?.message && <StatusMessage kind="error">{errors.root.server.message}</StatusMessage>}
      <Button type="submit" disabled={!filled || isSubmitting}>
        {isSubmitting ? 'Changing password...' : 'Change password'}
      </Button>
    </form>
  );
}
