import { authApi } from '@site/auth';
import { useQuery } from '@tanstack/react-query';

/** The default admin hint of the test login page: shown only on the embedded default database. */
export function CredentialHint() {
  // A failure only hides the hint.
  const { data: hint } = useQuery({
    queryKey: ['auth', 'login-hint'],
    queryFn: () => authApi.loginHint(),
    retry: false,
  });
  if (!hint?.show) return null;
  return (
    <aside
      aria-label="Default credentials"
      className="rounded-md border border-amber-500/60 bg-amber-950/40 p-3 text-sm text-amber-100"
    >
      Default admin: username <strong>{hint.username}</strong>. {hint.hint}
    </aside>
  );
}
