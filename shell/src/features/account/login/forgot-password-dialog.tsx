import { ApiError } from '@site/api-client';
import { authApi } from '@site/auth';
import { Button, Dialog, StatusMessage, TextField } from '@site/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
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
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = (next: boolean) => {
    if (!next) {
      clearTimeout(closeTimer.current);
      setResult(null);
      setEmail('');
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || sending) return;
    setSending(true);
    setResult(null);
    try {
      await flow.send(email.trim());
      setResult({ kind: 'success', text: flow.success });
      closeTimer.current = setTimeout(() => close(false), closeDelayMs);
    } catch (error) {
      const text = error instanceof ApiError && error.status === 0 && flow.networkError ? flow.networkError : (error as Error).message;
      setResult({ kind: 'error', text });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close} title={flow.title} description={flow.description}>
      <form onSubmit={submit} className="space-y-4">
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        {result && <StatusMessage kind={result.kind}>{result.text}</StatusMessage>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!email.trim() || sending}>
            {sending ? 'Sending...' : 'Send'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
