// Writes the API's OpenAPI document from its current sources, with no database and no server.
// Nest's preview mode scans the modules and controllers without instantiating any provider, so no
// database connection is opened; the sources load through Vite's SSR loader, as the API e2e tests
// run them (TypeScript with decorator metadata), so a stale api/dist can never answer for them.
// The global prefix is set as createApp sets it (api/src/app.factory.ts), the only part of the app
// the document depends on besides the controllers.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { createViteServer } from 'vitest/node';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const apiRoot = path.join(repoRoot, 'api');
export const openApiFile = path.join(repoRoot, '.data', 'contracts', 'openapi.json');

export async function writeOpenApiDocument(file = openApiFile) {
  const vite = await createViteServer({
    configFile: false,
    root: apiRoot,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    resolve: { alias: { '@site/domain': path.join(repoRoot, 'packages/domain/src/index.ts') } },
  });
  try {
    const { AppModule } = await vite.ssrLoadModule('/src/app.module.ts');
    const { loadConfig } = await vite.ssrLoadModule('/src/config/app-config.ts');
    const { siteFileRoutes } = await vite.ssrLoadModule('/src/site/site-files.controller.ts');
    const config = loadConfig({ ...process.env, JWT_SECRET: 'openapi-document-only' });
    const app = await NestFactory.create(AppModule.forRoot(config), new FastifyAdapter(), {
      preview: true,
      logger: false,
      abortOnError: false,
    });
    app.setGlobalPrefix('api', { exclude: siteFileRoutes });
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder().setTitle('Lightgun Hub API').addBearerAuth().build(),
    );
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
    return document;
  } finally {
    await vite.close();
  }
}

if (process.argv[1] === import.meta.filename) {
  const document = await writeOpenApiDocument(process.argv[2] ? path.resolve(process.argv[2]) : openApiFile);
  console.log(`OpenAPI document: ${Object.keys(document.paths).length} paths`);
}
