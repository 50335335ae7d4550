import { Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

const logger = new Logger('HTTP');

/**
 * An unexpected failure of one request, with its id (a proxy's access log or the client's
 * X-Request-Id finds it). Through Nest's logger: Fastify's own logs only at LOG_LEVEL=debug.
 */
export function logRequestError(request: FastifyRequest, error: unknown, what: string): void {
  const message = error instanceof Error ? error.message : String(error);
  logger.error(`${what} (request ${request.id}): ${message}`, error instanceof Error ? error.stack : undefined);
}
