import { useState } from 'react';
import { readActivePreview } from './remote-preview.js';

/**
 * Tells the previewing admin, on every page, that one area runs a candidate build that nobody else
 * sees. Leaving is a full page load (`?preview=off`): the server clears the cookie and the page
 * comes back with the published remotes.
 */
export function PreviewBanner() {
  const [preview] = useState(readActivePreview);
  if (!preview) return null;
  return (
    <aside aria-label="Preview" className="border-b-2 border-accent bg-surface-raised px-4 py-2 text-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 break-words">
          <strong>Preview:</strong> the {preview.area} area runs the candidate{' '}
          <code className="break-all">{preview.manifest_url}</code>. Only this browser session sees it.
        </p>
        <a href="?preview=off" className="rounded border border-border px-3 py-1 font-semibold hover:border-accent">
          Leave preview
        </a>
      </div>
    </aside>
  );
}
