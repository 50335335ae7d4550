import { fetchHealth } from '@site/api-client';
import { ApiStatus } from '@site/ui';

export function AdminHomePage() {
  return (
    <section>
      <h1 className="text-2xl font-bold sm:text-3xl">Admin</h1>
      <p className="mt-2 text-muted">Site administration.</p>
      <ApiStatus check={fetchHealth} />
    </section>
  );
}
