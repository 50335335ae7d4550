import {
  BadRequestException,
  ConflictException,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { toErrorBody } from './error-body.js';

describe('toErrorBody', () => {
  it('keeps an HttpException status and message', () => {
    expect(toErrorBody(new NotFoundException('Video not found'))).toEqual({ detail: 'Video not found', status: 404 });
    expect(toErrorBody(new ConflictException({ detail: 'Username already taken' }))).toEqual({
      detail: 'Username already taken',
      status: 409,
    });
  });

  it('keeps a validation list detail', () => {
    const detail = [{ loc: ['body', 'title'], msg: 'title should not be empty' }];
    expect(toErrorBody(new UnprocessableEntityException({ detail }))).toEqual({ detail, status: 422 });
  });

  it('joins a Nest message list', () => {
    expect(toErrorBody(new BadRequestException(['a is bad', 'b is bad']))).toEqual({
      detail: 'a is bad, b is bad',
      status: 400,
    });
  });

  it('keeps a Fastify client error status', () => {
    const error = Object.assign(new Error('Body is not valid JSON'), {
      statusCode: 400,
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    });
    expect(toErrorBody(error)).toEqual({ detail: 'Body is not valid JSON', status: 400 });
  });

  it('answers 503 with a detail while the database cannot answer, 500 for a query it refused', () => {
    const unavailable = { detail: 'The database is unavailable: please try again in a moment', status: 503 };
    expect(
      toErrorBody(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toEqual(unavailable);
    expect(toErrorBody(new QueryFailedError('SELECT 1', [], new Error('Connection terminated')))).toEqual(unavailable);
    const refused = new QueryFailedError(
      'SELECT x',
      [],
      Object.assign(new Error('column "x" does not exist'), { code: '42703' }),
    );
    expect(toErrorBody(refused)).toEqual({ detail: 'Internal server error', status: 500 });
  });

  it('hides the internals of anything else behind a 500', () => {
    expect(toErrorBody(new TypeError('secret stack detail'))).toEqual({ detail: 'Internal server error', status: 500 });
    expect(toErrorBody(Object.assign(new Error('db down'), { statusCode: 503 }))).toEqual({
      detail: 'Internal server error',
      status: 500,
    });
  });
});
