import { ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorBody } from './error-body.js';
import { logRequestError } from './log-request-error.js';

/** Every error leaves the API as `{ detail, status }`; unexpected ones are logged, never detailed. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const body = toErrorBody(error);
    if (body.status >= 500) logRequestError(request, error, 'Request failed');
    void reply.status(body.status).send(body);
  }
}
