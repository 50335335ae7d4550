import compress from '@fastify/compress';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { paginationHeader } from '@site/domain';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { constants as zlib } from 'node:zlib';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { DrainState } from './health/drain-state.js';
import { addSecurityHeaders, apiDocsPath } from './http/security-headers.js';
import { createValidationPipe } from './http/validation.js';
import { PageRenderer, servePages, serveStaticSite, siteFileRoutes } from './site/index.js';

const requestIdPattern = /^[\w-]{1,64}$/;

/**
 * Errors Node's HTTP parser meets before any route (a request that did not arrive in time,
 * oversized headers, bytes that are not HTTP), written straight to the socket in the API's shape.
 */
function answerClientError(requestTimeoutMs: number) {
  return (error: ConnectionError, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, detail] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, `The request did not arrive within ${requestTimeoutMs / 1000} s`]
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'Request headers too large']
          : [400, 'Malformed HTTP request'];
    const body = JSON.stringify({ detail, status });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}

/** The fully configured app, exactly as production runs it; tests boot the same thing. */
export async function createApp(config: AppConfig, { logger = true } = {}): Promise<NestFastifyApplication> {
  // A line per request costs as much as the rest of the framework on a busy route, and a request's
  // child logger is made even when it writes nothing: Fastify's logger only at LOG_LEVEL=debug or
  // trace (a proxy in front keeps the access log); errors go through Nest's logger with their request id.
  const requestLogging = config.logLevel === 'debug' || config.logLevel === 'trace';
  const adapter = new FastifyAdapter({
    logger: logger && requestLogging ? { level: config.logLevel } : false,
    routerOptions: { ignoreTrailingSlash: true },
    // Keep a caller's request id (e.g. from a proxy) when it is sane, else make one.
    genReqId: (request: IncomingMessage) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    // Headers and body must arrive within the limit: a client that trickles them in gets a 408 and
    // loses the connection. Node checks open connections against it every second (30 s by default).
    requestTimeout: config.httpRequestTimeoutMs,
    http: { headersTimeout: config.httpRequestTimeoutMs, connectionsCheckingInterval: 1_000 },
    clientErrorHandler: answerClientError(config.httpRequestTimeoutMs),
    // While draining, a request that still arrives on an open connection is served, not refused.
    return503OnClosing: false,
    // An address that does not decode (`/video/%E0%A4%A`) never reaches a route: the API's error shape all the same.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      void reply.status(status).send({ detail: status >= 500 ? 'Internal server error' : error.message, status });
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: logger ? ['log', 'warn', 'error'] : false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  const drain = app.get(DrainState);

  fastify.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // Shutting down: the client opens its next connection elsewhere, and this one ends with its answer.
    if (drain.draining) reply.header('connection', 'close');
    done(null, payload);
  });

  addSecurityHeaders(fastify);
  // Bare-array lists carry their page in a header, which a browser hides from other origins unless exposed.
  app.enableCors({ origin: config.corsOrigins, exposedHeaders: [paginationHeader] });
  // robots.txt and the sitemap live at the site's root, not under /api.
  app.setGlobalPrefix('api', { exclude: siteFileRoutes });
  app.useGlobalPipes(createValidationPipe());

  // Static files first: they were compressed at build time, and the compression registered next
  // applies only to routes added after it (fastify's onRoute), so it never compresses one again.
  const siteFiles = config.siteRoot
    ? await serveStaticSite(fastify, config.siteRoot, (message) => new Logger('Site').warn(message))
    : false;
  // API answers, pages, the sitemap: on the fly above 1 KB; brotli at quality 4 is cheap per request.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });

  const openApi = new DocumentBuilder().setTitle('Lightgun Hub API').setVersion('1.0').addBearerAuth().build();
  SwaggerModule.setup(apiDocsPath, app, () => SwaggerModule.createDocument(app, openApi), {
    jsonDocumentUrl: `${apiDocsPath}-json`,
  });

  if (siteFiles) servePages(fastify, app.get(PageRenderer));
  return app;
}
