import { useLogout } from '@site/auth';
import { Button } from '@site/ui';

/** Logging out ends every session of the account on the server, so this browser's logout is also everyone's. */
export function SessionsPanel() {
  const logOutEverywhere = useLogout('/login');
  return (
    <Button variant="secondary" onClick={logOutEverywhere}>
      Log out everywhere
    </Button>
  );
}
