import { BadRequestException, ConflictException, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { toErrorBody } from './error-body.js';

describe('toErrorBody', () => {
  it('keeps an HttpException status and message', () => {
    expect(toErrorBody(new NotFoundException('Video not found'))).toEqual({ detail: 'Video not found', status: 404 });
    expect(toErrorBody(new ConflictException({ detail: 'Username already taken' }))).toEqual({ detail: 'Username already taken', status: 409 });
  });

  it('keeps a validation list detail', () => {
    const detail = [{ loc: ['body', 'title'], msg: 'title should not be empty' }];
    expect(toErrorBody(new UnprocessableEntityException({ detail }))).toEqual({ detail, status: 422 });
  });

  it('joins a Nest message list', () => {
    expect(toErrorBody(new BadRequestException(['a is bad', 'b is bad']))).toEqual({ detail: 'a is bad, b is bad', status: 400 });
  });

  it('keeps a Fastify client error status', () => {
    const error = Object.assign(new Error('Body is not valid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
    expect(toErrorBody(error)).toEqual({ detail: 'Body is not valid JSON', status: 400 });
  });

  it('hides the internals of anything else behind a 500', () => {
    expect(toErrorBody(new TypeError('secret stack detail'))).toEqual({ detail: 'Internal server error', status: 500 });
    expect(toErrorBody(Object.assign(new Error('db down'), { statusCode: 503 }))).toEqual({ detail: 'Internal server error', status: 500 });
  });
});
