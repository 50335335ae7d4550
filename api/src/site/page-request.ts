import type { PageContent } from './page-content.js';
import { hasMemberHint } from './page-data.js';
import { resolvePage, type PageRoute } from './page-routes.js';
import { previewTokenFrom } from './preview/preview-cookie.js';
import type { RemotePreview } from './preview/remote-preview.js';
import type { ShellFiles } from './shell-source.js';

/** What a page request asks for, as far as its address and cookies tell, before anything is read. */
export interface PageRequest {
  /** The address as requested: path and query. */
  url: string;
  /** The path alone, as sent. */
  path: string;
  route: PageRoute;
  /** The logged-in hint: such a page names no data to preload (those are a visitor's answers). */
  member: boolean;
  /** The preview cookie's token, not yet verified. */
  previewToken: string | undefined;
}

export function pageRequest(url: string, cookieHeader: string | undefined): PageRequest {
  return {
    url,
    path: url.split(/[?#]/, 1)[0],
    route: resolvePage(url),
    member: hasMemberHint(cookieHeader),
    previewToken: previewTokenFrom(cookieHeader),
  };
}

/** What one page request reads, each once: the shell's files, what the page shows, the preview its token names. */
export interface PageRead {
  request: PageRequest;
  files: ShellFiles;
  /** `unavailable` when it could not be read (the database is down): the page is then made without it. */
  content: PageContent;
  /** The preview the token names, verified; null without one, or when the content could not be read. */
  preview: RemotePreview | null;
  /** Why the content or the preview could not be read, for the log. */
  failure?: unknown;
}
