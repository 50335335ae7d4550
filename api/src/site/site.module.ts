import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ForumModule } from '../forum/index.js';
import { LightgunModule } from '../lightgun/index.js';
import { NewsModule } from '../news/index.js';
import { UsersModule } from '../users/index.js';
import { VideosModule } from '../videos/index.js';
import { PageContentService } from './page-content.service.js';
import { PageRenderer, SHELL_SOURCE } from './page-renderer.service.js';
import { PagesController } from './pages.controller.js';
import { PreviewTokens } from './preview/preview-tokens.service.js';
import { PreviewsController } from './preview/previews.controller.js';
import { diskShellSource } from './releases/released-shell-source.js';
import { HttpShellSource, type ShellSource } from './shell-source.js';
import { SiteFilesController } from './site-files.controller.js';
import { SitemapService } from './sitemap.service.js';

/** SHELL_URL (the shell's own host) wins over the build on disk (SITE_ROOT); neither: no pages. */
function shellSource(config: AppConfig): ShellSource | null {
  if (config.shellUrl) return new HttpShellSource(config.shellUrl);
  if (config.siteRoot) return diskShellSource(config.siteRoot);
  return null;
}

/** What makes the site shareable and findable: each page's head, robots.txt and the sitemap. */
@Module({
  // The page content asks these modules' services (PageContentService).
  imports: [VideosModule, NewsModule, LightgunModule, ForumModule, UsersModule],
  controllers: [PagesController, SiteFilesController, PreviewsController],
  providers: [
    PageContentService,
    PageRenderer,
    PreviewTokens,
    SitemapService,
    { provide: SHELL_SOURCE, inject: [APP_CONFIG], useFactory: shellSource },
  ],
  exports: [PageRenderer, SHELL_SOURCE],
})
export class SiteModule {}
