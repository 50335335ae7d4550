import { useState } from 'react';
import { Button } from '../button/button.js';

interface InlineConfirmProps {
  /** The first button's text, e.g. 'Delete'. */
  label: string;
  confirmLabel?: string;
  onConfirm(): void | Promise<void>;
  /** Accessible name of the first button when its label alone is ambiguous (e.g. on a card). */
  ariaLabel?: string;
}

/** A two-step inline confirmation (spec: 'Confirm Delete' / 'Cancel'), no modal. */
export function InlineConfirm({ label, confirmLabel = 'Confirm Delete', onConfirm, ariaLabel }: InlineConfirmProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking) {
    return (
      <Button variant="danger" size="sm" aria-label={ariaLabel} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <span className="inline-flex gap-2" role="group" aria-label="Confirm">
      <Button
        variant="danger"
        size="sm"
        disabled={busy}
        autoFocus
        onClick={async () => {
          setBusy(true);
          try {
            await onConfirm();
          } finally {
            setBusy(false);
            setAsking(false);
          }
        }}
      >
        {confirmLabel}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </span>
  );
}
