import { apiClient } from '@site/api-client';
import type { UnsubscribeRequest, UnsubscribeResponse } from '@site/contracts';
import { Button, PageTitle, StatusMessage } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';

const unsubscribe = (body: UnsubscribeRequest) =>
  apiClient.post<UnsubscribeResponse>('/notifications/unsubscribe', body, {
    fallbackMessage: 'Could not unsubscribe. Try again later.',
  });

/**
 * /unsubscribe?token=...: a mail's unsubscribe link, no login needed. It asks for a click: opening the page changes
 * nothing, as mail scanners open links too.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const request = useMutation({ mutationFn: unsubscribe });
  return (
    <div className="mx-auto my-8 w-full max-w-lg space-y-4 rounded-lg border border-border bg-surface p-4 sm:p-6">
      <PageTitle>Unsubscribe</PageTitle>
      <h1 className="text-2xl font-bold">Unsubscribe from notification mail</h1>
      {!token ? (
        <StatusMessage kind="error">
          This link has no unsubscribe token. Use the link from the mail, or choose what you receive in your account
          settings.
        </StatusMessage>
      ) : request.isSuccess ? (
        <StatusMessage kind="success">{request.data.message}</StatusMessage>
      ) : (
        <>
          <p className="text-muted">
            Stop the mail this link came with. You can turn it back on in your account settings.
          </p>
          {request.isError && <StatusMessage kind="error">{request.error.message}</StatusMessage>}
          <Button busy={request.isPending} onClick={() => request.mutate({ token })}>
            {request.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </>
      )}
      <p className="text-sm">
        <Link to="/account" className="text-accent underline-offset-2 hover:underline">
          Notification settings
        </Link>
      </p>
    </div>
  );
}
