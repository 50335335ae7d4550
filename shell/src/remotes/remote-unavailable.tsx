import { Button } from '@site/ui';
import { useEffect } from 'react';

export function RemoteUnavailable({ label, error, onRetry }: { label: string; error: unknown; onRetry(): void }) {
  useEffect(() => console.error(`${label} failed to load`, error), [label, error]);
  return (
    <section role="alert" className="mx-auto my-12 max-w-xl rounded-lg border border-border bg-surface p-8 text-center">
      <h1 className="text-xl font-bold">{label} is temporarily unavailable</h1>
      <p className="mt-2 text-muted">This part of the site could not be loaded. The rest of the site still works.</p>
      <Button className="mt-6" onClick={onRetry}>
        Retry
      </Button>
    </section>
  );
}
