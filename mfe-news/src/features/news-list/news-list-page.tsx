import { fetchHealth } from '@site/api-client';
import { ApiStatus } from '@site/ui';

export function NewsListPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold sm:text-3xl">Gaming News</h1>
      <p className="mt-2 text-muted">The latest lightgun and retro gaming news.</p>
      <ApiStatus check={fetchHealth} />
    </section>
  );
}
