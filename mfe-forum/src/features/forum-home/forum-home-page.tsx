import { fetchHealth } from '@site/api-client';
import { ApiStatus } from '@site/ui';

export function ForumHomePage() {
  return (
    <section>
      <h1 className="text-2xl font-bold sm:text-3xl">Community Forum</h1>
      <p className="mt-2 text-muted">Talk lightguns, setups and games with the community.</p>
      <ApiStatus check={fetchHealth} />
    </section>
  );
}
