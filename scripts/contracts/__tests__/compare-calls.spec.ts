import { describe, expect, it } from 'vitest';
import { classesOfSource, contractsByClass } from '../api-classes.mjs';
import { compareCalls, formatProblem } from '../compare-calls.mjs';

// A small API: its classes as the API's sources declare them, and the document Swagger makes of them.
const classes = contractsByClass(
  classesOfSource(
    'video.response.ts',
    `
    import type * as Api from '@site/contracts';
    import { VideoInput as VideoInputContract } from '@site/contracts';
    export class VideoResponse implements Api.Video {}
    export class VideoDetailResponse extends VideoResponse implements Api.VideoDetail {}
    export class MessageResponse implements Api.MessageResponse {}
    export class VideoInput implements VideoInputContract {}
    export class LoginInput {}
  `,
  ),
);
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const document = {
  paths: {
    '/api/videos': {
      get: {
        responses: {
          '200': {
            ...json({ type: 'array', items: ref('VideoResponse') }),
            headers: { 'X-Pagination': { schema: ref('PaginationResponse') } },
          },
        },
      },
      post: { requestBody: json(ref('VideoInput')), responses: { '201': json(ref('VideoResponse')) } },
    },
    '/api/videos/search': { get: { responses: { '200': json({ type: 'array', items: ref('VideoResponse') }) } } },
    '/api/videos/{id}': {
      get: { responses: { '200': json(ref('VideoDetailResponse')) } },
      put: { requestBody: json(ref('VideoInput')), responses: { '200': json(ref('VideoResponse')) } },
      delete: { responses: { '204': { description: 'Deleted' } } },
    },
    '/api/auth/login': {
      post: { requestBody: json(ref('LoginInput')), responses: { '200': json(ref('MessageResponse')) } },
    },
  },
  components: {
    schemas: { LoginInput: { properties: { username: {}, password: {} }, required: ['username', 'password'] } },
  },
};

interface Call {
  method: string;
  clientMethod: string;
  path: string | null;
  source?: string;
  response?: { names: string[]; array: boolean } | null;
  body?: { names: string[]; array: boolean; fields?: Record<string, boolean> } | null;
}
const contract = (name: string, array = false) => ({ names: [name], array });
const call = (fields: Call) => ({
  app: 'mfe-videos',
  location: 'src/api.ts:3',
  source: "'/videos'",
  response: null,
  body: null,
  ...fields,
});
const problemsOf = (calls: Call[], options = {}) =>
  compareCalls(calls.map(call), document, classes, options).map(formatProblem);

describe('compareCalls', () => {
  it('passes calls that match the documented routes and contracts', () => {
    expect(
      problemsOf([
        { method: 'GET', clientMethod: 'getPage', path: '/api/videos', response: contract('Video') },
        { method: 'GET', clientMethod: 'get', path: '/api/videos', response: contract('Video', true) },
        {
          method: 'POST',
          clientMethod: 'post',
          path: '/api/videos',
          response: contract('Video'),
          body: contract('VideoInput'),
        },
        // A literal segment reaches a parameter route; a subclass answers for the contract it extends.
        { method: 'GET', clientMethod: 'get', path: '/api/videos/42', response: contract('Video') },
        { method: 'GET', clientMethod: 'get', path: '/api/videos/{id}', response: contract('VideoDetail') },
        { method: 'DELETE', clientMethod: 'delete', path: '/api/videos/{id}' },
        {
          method: 'POST',
          clientMethod: 'post',
          path: '/api/auth/login',
          body: { ...contract('LoginRequest'), fields: { username: false, password: false } },
        },
      ]),
    ).toEqual([]);
  });

  it('fails a call to a route the API no longer has', () => {
    expect(
      problemsOf([
        { method: 'GET', clientMethod: 'get', path: '/api/videos/{id}/comments', response: contract('Video', true) },
      ]),
    ).toEqual(['mfe-videos src/api.ts:3 GET /api/videos/{id}/comments: no such route in the API']);
  });

  it('fails a call whose method changed', () => {
    expect(
      problemsOf([{ method: 'PATCH', clientMethod: 'patch', path: '/api/videos/{id}', response: contract('Video') }]),
    ).toEqual(['mfe-videos src/api.ts:3 PATCH /api/videos/{id}: the route has no PATCH (it offers GET, PUT, DELETE)']);
  });

  it('fails a call whose contract is no longer what the route answers', () => {
    expect(
      problemsOf([
        { method: 'GET', clientMethod: 'get', path: '/api/videos/{id}', response: contract('MessageResponse') },
        { method: 'GET', clientMethod: 'get', path: '/api/videos/search', response: contract('Video') },
        { method: 'DELETE', clientMethod: 'delete', path: '/api/videos/{id}', response: contract('MessageResponse') },
      ]),
    ).toEqual([
      'mfe-videos src/api.ts:3 GET /api/videos/{id}: expects MessageResponse but 200 answers VideoDetailResponse',
      'mfe-videos src/api.ts:3 GET /api/videos/search: expects Video but 200 answers VideoResponse[]',
      'mfe-videos src/api.ts:3 DELETE /api/videos/{id}: expects MessageResponse but 204 has no JSON body',
    ]);
  });

  it('fails a getPage on a list without the X-Pagination header, and a body of another contract', () => {
    expect(
      problemsOf([
        { method: 'GET', clientMethod: 'getPage', path: '/api/videos/search', response: contract('Video') },
        { method: 'PUT', clientMethod: 'put', path: '/api/videos/{id}', body: contract('MessageResponse') },
        {
          method: 'POST',
          clientMethod: 'post',
          path: '/api/auth/login',
          body: { ...contract('LoginRequest'), fields: { username: false, password: true, remember: true } },
        },
      ]),
    ).toEqual([
      'mfe-videos src/api.ts:3 GET /api/videos/search: getPage reads X-Pagination, which this route does not document',
      'mfe-videos src/api.ts:3 PUT /api/videos/{id}: sends MessageResponse but the route takes VideoInput',
      'mfe-videos src/api.ts:3 POST /api/auth/login: sends LoginRequest, which may lack password that LoginInput requires',
      'mfe-videos src/api.ts:3 POST /api/auth/login: sends LoginRequest with remember, which LoginInput does not take',
    ]);
  });

  it('reports a path it cannot resolve unless the allow-list gives a reason', () => {
    const unresolved = { method: 'GET', clientMethod: 'get', path: null, source: 'url' };
    expect(problemsOf([unresolved])).toEqual([
      'mfe-videos src/api.ts:3 GET ?: path cannot be resolved statically (url); resolve it or list it with a reason in the allow-list',
    ]);
    expect(problemsOf([unresolved], { allowed: () => 'a link the API gave' })).toEqual([]);
  });
});
