import helmet from '@fastify/helmet';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { createValidationPipe } from './http/validation.js';
import { serveSite } from './site/serve-site.js';

const requestIdPattern = /^[\w-]{1,64}$/;

/** The fully configured app, exactly as production runs it; tests boot the same thing. */
export async function createApp(config: AppConfig, { logger = true } = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    logger: logger ? { level: config.logLevel } : false,
    routerOptions: { ignoreTrailingSlash: true },
    // Keep a caller's request id (e.g. from a proxy) when it is sane, else make one.
    genReqId: (request: IncomingMessage) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: logger ? ['log', 'warn', 'error'] : false,
  });
  const fastify = app.getHttpAdapter().getInstance();

  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // A JSON API and the Swagger UI: a content security policy belongs on the site's pages, not here.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'cross-origin' } });
  app.enableCors({ origin: config.corsOrigins });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());

  const openApi = new DocumentBuilder().setTitle('Lightgun Hub API').setVersion('1.0').addBearerAuth().build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), { jsonDocumentUrl: 'api/docs-json' });

  if (config.siteRoot) await serveSite(fastify, config.siteRoot, (message) => new Logger('Site').warn(message));
  return app;
}
