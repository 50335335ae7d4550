// The site module's public surface: what other modules may import (api/README.md, Module layering).
export { SiteModule } from './site.module.js';
export { PageRenderer, SHELL_SOURCE } from './page-renderer.service.js';
export type { ShellSource } from './shell-source.js';
export { servePages, serveStaticSite } from './serve-site.js';
export { siteFileRoutes } from './site-files.controller.js';
