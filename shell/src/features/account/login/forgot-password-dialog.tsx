import { zodResolver } from '@hookform/resolvers/zod';
import { isNetworkError } from '@site/api-client';
import { authApi } from '@site/auth';
import { Button, Dialog, setServerErrors, StatusMessage, TextField } from '@site/ui';
import { z } from '@site/ui/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useLater } from '../hooks/use-later.js';
import type { LoginVariant } from './login-variants.js';

const flows = {
  credentials: {
    title: 'Forgot your password?',
    description: 'Enter your account email and we will send you your username and a link to set a new password.',
    send: authApi.forgotPassword,
    success: 'Your credentials have been sent to your email!',
    networkError: 'Network error. Please try again.',
  },
  reset: {
    title: 'Reset your password',
    description: 'Enter your account email and we will send you a link to set a new password.',
    send: authApi.requestPasswordReset,
    success: 'Password reset instructions have been sent to your email!',
    networkError: undefined,
  },
};

const closeDelayMs = 3000;

// Send stays disabled while the email is blank, and the browser checks the address's form (type="email").
const recoverySchema = z.object({ email: z.string().check(z.trim(), z.minLength(1, 'Email is required')) });
type RecoveryForm = z.infer<typeof recoverySchema>;

type Flow = (typeof flows)[LoginVariant['recovery']];

export function ForgotPasswordDialog({
  recovery,
  open,
  onOpenChange,
}: {
  recovery: LoginVariant['recovery'];
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const flow = flows[recovery];
  // The form lives in the dialog's content, so every opening starts blank and closing cancels the pending close.
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={flow.title} description={flow.description}>
      <RecoveryForm flow={flow} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

function RecoveryForm({ flow, onClose }: { flow: Flow; onClose(): void }) {
  const later = useLater();
  const { register, handleSubmit, control, setError, formState } = useForm<RecoveryForm>({
    resolver: zodResolver(recoverySchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting: sending, isSubmitSuccessful: sent } = formState;
  const email = useWatch({ control, name: 'email' });

  const send = async ({ email }: RecoveryForm) => {
    try {
      await flow.send(email);
      later(onClose, closeDelayMs);
    } catch (error) {
      if (setServerErrors(error, setError, ['email'])) return;
      setError('root.server', {
        message: isNetworkError(error) && flow.networkError ? flow.networkError : (error as Error).message,
      });
    }
  };

  return (
    <form onSubmit={handleSubmit(send)} className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      {errors.root?.server?.message && <StatusMessage kind="error">{errors.root.server.message}</StatusMessage>}
      {sent && <StatusMessage kind="success">{flow.success}</StatusMessage>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!email.trim() || sending}>
          {sending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
