// Exposed as './debug': the shell mounts it at /debug-admin, outside /admin, for admins only.
import { RequireAuth } from '@site/auth';
import { DebugPage } from './debug-page.js';
import '../../styles.css';

export default function DebugRoute() {
  return (
    <RequireAuth admin>
      <DebugPage />
    </RequireAuth>
  );
}
