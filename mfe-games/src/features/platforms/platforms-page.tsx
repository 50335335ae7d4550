import { fetchHealth } from '@site/api-client';
import { ApiStatus } from '@site/ui';

export function PlatformsPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold sm:text-3xl">Light Gun Games</h1>
      <p className="mt-2 text-muted">The lightgun game catalogue, platform by platform.</p>
      <ApiStatus check={fetchHealth} />
    </section>
  );
}
