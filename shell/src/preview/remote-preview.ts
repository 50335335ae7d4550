import type { RemotePreview } from '@site/contracts';
import { readInlinedJson } from '../boot/inlined-json.js';

/**
 * The element the page's server inlines a previewing browser's candidate into (api/src/site/page-renderer.service.ts).
 */
export const inlinedPreviewId = 'remote-preview';

export type ActivePreview = Pick<RemotePreview, 'area' | 'manifest_url' | 'expires_at'>;

/** The candidate this browser session previews, if any: the server swapped it into the inlined remotes already. */
export function readActivePreview(): ActivePreview | undefined {
  const inlined = readInlinedJson(inlinedPreviewId);
  if (typeof inlined !== 'object' || inlined === null) return undefined;
  const { area, manifest_url, expires_at } = inlined as Record<string, unknown>;
  if (typeof area !== 'string' || typeof manifest_url !== 'string' || typeof expires_at !== 'string') return undefined;
  return { area: area as ActivePreview['area'], manifest_url, expires_at };
}
