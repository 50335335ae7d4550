import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, getSchemaPath } from '@nestjs/swagger';
import type { Pagination } from '@site/contracts';
import { paginationHeader } from '@site/domain';
import type { FastifyReply } from 'fastify';
import { PaginationResponse } from './pagination.response.js';

/** One page of a list whose spec shape is a bare array. */
export interface ListPage<T> {
  items: T[];
  pagination: Pagination;
}

/** The page's items as the body; its place in the list goes in the X-Pagination header (JSON). */
export function sendPage<T>(reply: FastifyReply, page: ListPage<T>): T[] {
  void reply.header(paginationHeader, JSON.stringify(page.pagination));
  return page.items;
}

/** A 200 answering a bare array of `type`, with the X-Pagination header documented. */
export function ApiPagedArrayResponse(type: Type<unknown>) {
  return applyDecorators(
    ApiExtraModels(PaginationResponse),
    ApiOkResponse({
      type,
      isArray: true,
      headers: {
        [paginationHeader]: {
          description: "This page's Pagination as JSON; the body stays the spec's bare array",
          schema: { $ref: getSchemaPath(PaginationResponse) },
        },
      },
    }),
  );
}
