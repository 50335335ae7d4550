import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { contentSecurityPolicy } from './content-security-policy.js';
import { injectHead, type InlinedJson } from './inject-head.js';
import type { PageContent } from './page-content.js';
import { PageContentService } from './page-content.service.js';
import { pageDataRequests, remoteFor } from './page-data.js';
import { pageHead } from './page-head.js';
import { resolvePage } from './page-routes.js';
import { PreviewTokens } from './preview/preview-tokens.service.js';
import { remotesWithCandidate, trustedCandidate, type RemotePreview } from './preview/remote-preview.js';
import { renderDataPreloads, renderHead } from './render-head.js';
import type { ShellFiles, ShellSource } from './shell-source.js';

/** Injection token of the ShellSource; null when this process knows no shell (no SITE_ROOT nor SHELL_URL). */
export const SHELL_SOURCE = Symbol('SHELL_SOURCE');

/**
 * The HTML of a page address with the Content-Security-Policy naming the remotes it inlines (both
 * from one read of the shell's files, so a redeploy never splits them), or `null` for `/api/...`
 * and `/mfe/...`, which are never pages.
 */
export type RenderedPage = { status: 200 | 404; html: string; contentSecurityPolicy: string } | null;

// The ids shell/src/remotes/remote-registry.ts, shell/src/site-config/site-config.ts and
// shell/src/preview/preview-banner.tsx read.
const inlinedRemotesId = 'remotes-config';
const inlinedSiteConfigId = 'site-config';
const inlinedPreviewId = 'remote-preview';

/** The shell's files as one browser gets them: a previewing one has its candidate in remotes.json. */
interface PageFiles extends ShellFiles {
  remotes: Record<string, string> | undefined;
  preview: RemotePreview | null;
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only well-formed copies are inlined: otherwise the shell fetches the file itself, as before. */
function remotesOf(files: ShellFiles): Record<string, string> | undefined {
  const remotes = parseJson(files.remotesJson);
  return isPlainObject(remotes) && Object.values(remotes).every((entry) => typeof entry === 'string') ? (remotes as Record<string, string>) : undefined;
}

/** The manifest of the remote that renders `url`: the first file of its chain, fetched with the page. */
function remoteManifestFor(url: string, files: PageFiles): string[] {
  const path = url
    .split(/[?#]/, 1)[0]
    .toLowerCase()
    .replace(/(.)\/+$/, '$1');
  const area = remoteFor(path);
  const manifest = area === undefined ? undefined : files.remotes?.[area];
  return manifest === undefined ? [] : [manifest];
}

function inlinedJson(files: PageFiles): InlinedJson[] {
  const inlined: InlinedJson[] = [];
  if (files.remotes) inlined.push({ id: inlinedRemotesId, value: files.remotes });
  const siteConfig = parseJson(files.siteConfigJson);
  if (isPlainObject(siteConfig)) inlined.push({ id: inlinedSiteConfigId, value: siteConfig });
  if (files.preview) {
    const { area, manifestUrl, expiresAt } = files.preview;
    inlined.push({ id: inlinedPreviewId, value: { area, manifest_url: manifestUrl, expires_at: new Date(expiresAt * 1000).toISOString() } });
  }
  return inlined;
}

/** Makes the shell's index.html into the page at an address: its head, and a 404 when there is nothing there. */
@Injectable()
export class PageRenderer {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly content: PageContentService,
    @Inject(SHELL_SOURCE) private readonly shell: ShellSource | null,
    readonly previews: PreviewTokens,
  ) {}

  /** The preview cookie is Secure when the site is served over https. */
  get secureCookies(): boolean {
    return this.config.siteUrl.startsWith('https:');
  }

  get enabled(): boolean {
    return this.shell !== null;
  }

  /**
   * `url` is the address as requested (path and query). A `member` (the logged-in hint) gets no
   * data preloads: those name the anonymous answers. A `preview` (from a verified token) swaps its
   * candidate in, as long as the candidate's origin is still one the site trusts.
   */
  async render(url: string, { member = false, preview = null }: { member?: boolean; preview?: RemotePreview | null } = {}): Promise<RenderedPage> {
    if (!this.shell) throw new Error('No shell to render pages from: set SITE_ROOT or SHELL_URL');
    const route = resolvePage(url);
    if (route.kind === 'not-a-page') return null;
    const [content, shellFiles] = await Promise.all([this.content.load(route), this.shell.read()]);
    const files = this.pageFiles(shellFiles, preview);
    const policy = contentSecurityPolicy(files.remotes);
    if (content.kind === 'not-found') return { status: 404, html: this.html(content, files, remoteManifestFor(url, files)), contentSecurityPolicy: policy };
    const data = member ? [] : pageDataRequests(route);
    return { status: 200, html: this.html(content, files, [...remoteManifestFor(url, files), ...data]), contentSecurityPolicy: policy };
  }

  /** The published remotes, the origins a candidate may come from: for making a preview. */
  async publishedRemotes(): Promise<Record<string, string> | undefined> {
    return this.shell ? remotesOf(await this.shell.read()) : undefined;
  }

  /** Where a candidate is loaded from, as the browser resolves it; null when the site does not trust its origin (remote-preview.ts). */
  trustedCandidate(manifestUrl: string, published: Record<string, string> | undefined): string | null {
    return trustedCandidate(manifestUrl, this.config.siteUrl, published, this.config.previewOrigins);
  }

  private pageFiles(files: ShellFiles, preview: RemotePreview | null): PageFiles {
    const published = remotesOf(files);
    const manifestUrl = preview && published ? this.trustedCandidate(preview.manifestUrl, published) : null;
    if (!preview || !manifestUrl) return { ...files, remotes: published, preview: null };
    const trusted = { ...preview, manifestUrl };
    return { ...files, remotes: remotesWithCandidate(published, trusted), preview: trusted };
  }

  private html(content: PageContent, files: PageFiles, fetches: string[] = []): string {
    const head = renderHead(pageHead(content, this.config.siteUrl)) + renderDataPreloads(fetches);
    return injectHead(files.indexHtml, head, inlinedJson(files));
  }

  /** The shell with a generic head and its policy, for when the page's own content could not be read; null without a shell. */
  async errorPage(): Promise<{ html: string; contentSecurityPolicy: string } | null> {
    try {
      if (!this.shell) return null;
      const files = this.pageFiles(await this.shell.read(), null);
      return { html: this.html({ kind: 'unavailable' }, files), contentSecurityPolicy: contentSecurityPolicy(files.remotes) };
    } catch {
      return null;
    }
  }
}
