import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFrontEndProgram, extractCalls, flattenCalls } from '../extract-calls.mjs';

// Small front-end sources, compiled as the apps are: a contracts module, a client, and calls.
const sources = {
  'contracts.ts': `
    export interface Video { id: number; title: string }
    export interface VideoInput { title: string; tags?: string[] }
    export interface VideoPage { videos: Video[] }
    export interface ThreadPage { threads: string[] }
    export interface ReplyPage { replies: string[] }
    export interface MemberPages { threads: ThreadPage; replies: ReplyPage }
  `,
  'api-client.ts': `
    type Call = <T>(path: string, options?: object) => Promise<T>;
    type Send = <T>(path: string, body?: unknown, options?: object) => Promise<T>;
    export const apiClient = {} as { get: Call; getPage: Call; delete: Call; post: Send; put: Send; patch: Send };
  `,
  'calls.ts': `
    import type { MemberPages, Video, VideoInput, VideoPage } from './contracts';
    import { apiClient, apiClient as client } from './api-client';

    const videosPath = '/videos';
    const base = { video: '/videos', news: '/news' };

    export const one = (id: number) => apiClient.get<Video>(\`/videos/\${encodeURIComponent(id)}?full=1\`);
    export const page = (n: number, all: boolean) => apiClient.get<VideoPage>(\`/videos/?page=\${n}\${all ? '' : '&category=arcade'}\`);
    export const create = (input: VideoInput) => apiClient.post<Video>(videosPath, input);
    export const approve = (kind: 'video' | 'news', id: number) => apiClient.patch(\`\${base[kind]}/\${id}/approve\`, undefined);
    export const toggle = (id: number, flag: 'pin' | 'lock') => client.patch<Video>(\`/threads/\${id}/\${flag}\`);
    export const news = (params: URLSearchParams) => apiClient.getPage<Video>(\`/news/?\${params}\`);
    export const all = () => apiClient.get<Video[]>('/videos/all');
    export const member = <List extends keyof MemberPages>(name: string, list: List) => apiClient.get<MemberPages[List]>(\`/users/\${name}/\${list}?page=1\`);
    export const anyPath = (somewhere: string) => apiClient.delete<void>(somewhere);
    export const tags = (id: number, tags: string[]) => apiClient.patch<Video>('/videos/' + id + '/tags', { tags });
  `,
};

let dir: string;
let calls: ReturnType<typeof flattenCalls>;
const callAt = (line: number) => calls.filter((call: { line: number }) => call.line === line);

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'contract-calls-'));
  for (const [name, text] of Object.entries(sources)) writeFileSync(path.join(dir, name), text);
  const files = [path.join(dir, 'calls.ts')];
  const program = createFrontEndProgram(files, path.resolve(import.meta.dirname, '../../..'));
  calls = flattenCalls(
    extractCalls(program, files, { isContractFile: (file: string) => file.endsWith('contracts.ts') }),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('extractCalls', () => {
  it('turns template parts into parameters and drops the query string, under the client prefix', () => {
    expect(callAt(8)).toMatchObject([
      { method: 'GET', clientMethod: 'get', path: '/api/videos/{id}', response: { names: ['Video'], array: false } },
    ]);
    // A trailing slash and a conditional query string: one route.
    expect(callAt(9)).toMatchObject([{ method: 'GET', path: '/api/videos', response: { names: ['VideoPage'] } }]);
  });

  it('follows constants, and reads a typed body with its fields', () => {
    expect(callAt(10)).toMatchObject([
      {
        method: 'POST',
        path: '/api/videos',
        response: { names: ['Video'] },
        body: { names: ['VideoInput'], array: false, fields: { title: false, tags: true } },
      },
    ]);
  });

  it('gives one entry per spelling of an object map or a literal union, under any import name', () => {
    expect(callAt(11).map((call: { method: string; path: string }) => `${call.method} ${call.path}`)).toEqual([
      'PATCH /api/videos/{id}/approve',
      'PATCH /api/news/{id}/approve',
    ]);
    expect(callAt(11)[0].response).toBeNull();
    expect(callAt(12).map((call: { path: string }) => call.path)).toEqual([
      '/api/threads/{id}/pin',
      '/api/threads/{id}/lock',
    ]);
  });

  it('reads getPage, arrays and a contract picked by the path', () => {
    expect(callAt(13)).toMatchObject([
      { method: 'GET', clientMethod: 'getPage', path: '/api/news', response: { names: ['Video'], array: false } },
    ]);
    expect(callAt(14)).toMatchObject([{ path: '/api/videos/all', response: { names: ['Video'], array: true } }]);
    expect(
      callAt(15).map((call: { path: string; response: { names: string[] } }) => [call.path, call.response.names]),
    ).toEqual([
      ['/api/users/{name}/threads', ['ThreadPage']],
      ['/api/users/{name}/replies', ['ReplyPage']],
    ]);
  });

  it('says when a path cannot be resolved, and joins concatenated paths', () => {
    expect(callAt(16)).toMatchObject([{ method: 'DELETE', path: null, source: 'somewhere', response: null }]);
    expect(callAt(17)).toMatchObject([{ method: 'PATCH', path: '/api/videos/{id}/tags', body: null }]);
  });
});
