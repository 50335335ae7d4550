import { authApi } from '@site/auth';
import type { LoginHintResponse } from '@site/contracts';
import { useEffect, useState } from 'react';

/** The default admin hint of the test login page: shown only on the embedded default database. */
export function CredentialHint() {
  const [hint, setHint] = useState<LoginHintResponse | null>(null);
  useEffect(() => {
    authApi.loginHint().then(setHint, () => setHint(null));
  }, []);
  if (!hint?.show) return null;
  return (
    <aside aria-label="Default credentials" className="rounded-md border border-amber-500/60 bg-amber-950/40 p-3 text-sm text-amber-100">
      Default admin: username <strong>{hint.username}</strong>. {hint.hint}
    </aside>
  );
}
