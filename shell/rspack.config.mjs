import { createAppConfig } from '@site/rspack-config';
import { readSiteConfigDefaults, siteConfigFromEnv } from './scripts/site-config.mjs';

export default (env, argv) => {
  const config = createAppConfig({ name: 'shell', dirname: import.meta.dirname, kind: 'host' }, env, argv);
  // `npm run dev`: /site-config.json from shell/site.config.json + SITE_* env, as serve.mjs writes it.
  const setupMiddlewares = config.devServer.setupMiddlewares;
  config.devServer.setupMiddlewares = (middlewares, server) => {
    middlewares.unshift({
      name: 'site-config-json',
      path: '/site-config.json',
      middleware: (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(siteConfigFromEnv(readSiteConfigDefaults())));
      },
    });
    return setupMiddlewares(middlewares, server);
  };
  return config;
};
