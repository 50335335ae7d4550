import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { contentSecurityPolicy } from './content-security-policy.js';
import type { PageContent } from './page-content.js';
import { PageContentService } from './page-content.service.js';
import { pageDocument, type PageDocument } from './page-document.js';
import type { PageRead, PageRequest } from './page-request.js';
import { PreviewTokens } from './preview/preview-tokens.service.js';
import type { RemotePreview } from './preview/remote-preview.js';
import { chooseRemotes, remotesOf, trustedCandidate, type CandidateTrust } from './remote-choice.js';
import type { ShellSource } from './shell-source.js';

/** Injection token of the ShellSource; null when this process knows no shell (no SITE_ROOT nor SHELL_URL). */
export const SHELL_SOURCE = Symbol('SHELL_SOURCE');

/**
 * A page ready to send: its HTML and the Content-Security-Policy of the very remotes it inlines
 * (both from one read of the shell's files, so a redeploy never splits them).
 */
export interface RenderedPage extends PageDocument {
  contentSecurityPolicy: string;
  /** Why the page was made without its content (a 500), for the log. */
  failure?: unknown;
}

/**
 * Makes a page request into its page in one pass (README.md): read, choose the remotes, then the
 * policy and the head from that choice.
 */
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

  private get trust(): CandidateTrust {
    return { siteUrl: this.config.siteUrl, previewOrigins: this.config.previewOrigins };
  }

  /** The page of a request (never `/api/...` or `/mfe/...`). Throws only when the shell's files cannot be read. */
  async render(request: PageRequest): Promise<RenderedPage> {
    const read = await this.read(request);
    const choice = chooseRemotes(read.files, read.preview, this.trust);
    const policy = contentSecurityPolicy(choice.remotes);
    return { ...pageDocument(read, choice, this.config.siteUrl), contentSecurityPolicy: policy, failure: read.failure };
  }

  /** The shell's files, what the page shows and the preview its token names: each read once, side by side. */
  private async read(request: PageRequest): Promise<PageRead> {
    if (!this.shell) throw new Error('No shell to render pages from: set SITE_ROOT or SHELL_URL');
    const [files, shown] = await Promise.all([this.shell.read(), this.shown(request)]);
    return { request, files, ...shown };
  }

  /**
   * What the page shows and the preview its token names, if the token is valid (a signing admin's
   * session still open). When either cannot be read, the page is made without both: the visitor
   * still gets the app, which loads its data itself.
   */
  private async shown({
    route,
    previewToken,
  }: PageRequest): Promise<{ content: PageContent; preview: RemotePreview | null; failure?: unknown }> {
    try {
      const [content, preview] = await Promise.all([
        this.content.load(route),
        previewToken ? this.previews.read(previewToken) : null,
      ]);
      return { content, preview };
    } catch (failure) {
      return { content: { kind: 'unavailable' }, preview: null, failure };
    }
  }

  /** The published remotes, the origins a candidate may come from: for making a preview. */
  async publishedRemotes(): Promise<Record<string, string> | undefined> {
    return this.shell ? remotesOf(await this.shell.read()) : undefined;
  }

  /** Where a candidate is loaded from, as a browser resolves it; null when the site does not trust its origin. */
  trustedCandidate(manifestUrl: string, published: Record<string, string> | undefined): string | null {
    return trustedCandidate(manifestUrl, this.config.siteUrl, published, this.config.previewOrigins);
  }
}
