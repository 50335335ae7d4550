import { fetchHealth } from '@site/api-client';
import { ApiStatus } from '@site/ui';

export function VideoLibraryPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold sm:text-3xl">Lightgun Gaming Video Library</h1>
      <p className="mt-2 text-muted">Lightgun gameplay, reviews and retro gaming videos from the channel.</p>
      <ApiStatus check={fetchHealth} />
    </section>
  );
}
