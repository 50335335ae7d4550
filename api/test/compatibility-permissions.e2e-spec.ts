import type { CompatibilityReport, SetupOption, SetupOptions } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compatibilityApp, member, reportBody, type Member } from './support/compatibility.js';
import type { InjectResponse } from './support/forum.js';
import type { TestApp } from './support/test-app.js';

// Anonymous visitors read, members file their own reports, authors delete theirs, moderators and
// admins moderate, admins edit the vocabulary: every route, every kind of caller.

type Caller = 'anonymous' | 'regular' | 'author' | 'moderator' | 'admin';
const callers: Caller[] = ['anonymous', 'regular', 'author', 'moderator', 'admin'];

let t: TestApp;
let api: Awaited<ReturnType<typeof compatibilityApp>>['api'];
let options: SetupOptions;
let gameId: number;
/** No report of it is ever hidden: the author's reports there stay visible to all. */
let votedGameId: number;
let platformName: string;
let platformId: number;
let author: Member;
let moderator: string;
const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  let admin: string;
  ({ t, api, admin, moderator, options } = await compatibilityApp());
  const { platform, games } = await api.platformWithGames(admin, ['Matrix Game', 'Voted Game']);
  gameId = games[0].id;
  votedGameId = games[1].id;
  platformName = platform.name;
  platformId = platform.id;
  author = await member(t);
  Object.assign(tokens, { regular: (await member(t)).token, author: author.token, moderator, admin });
});
afterAll(() => t.close());

let setupCounter = 0;
/** A possible setup no one has used yet (emulated; a gun that reads a CRT on a CRT), so each filing is new. */
function freshSetup() {
  const possible = options.play_modes
    .filter((mode) => !mode.original_hardware)
    .flatMap((mode) =>
      options.guns.flatMap((gun) =>
        options.displays
          .filter((display) => !gun.needs_crt || display.crt)
          .map((display) => ({ gun: gun.name, display: display.name, mode: mode.name })),
      ),
    );
  setupCounter += 1;
  return reportBody(options, possible[setupCounter % possible.length], 'perfect');
}
/** On `game`: the matrix game by default, whose later reports some hide holds (report-holds.ts). */
const authorsReport = (game = gameId): Promise<CompatibilityReport> => api.file(author.token, game, freshSetup());
let optionCounter = 0;
async function unusedOption(): Promise<SetupOption> {
  optionCounter += 1;
  return (
    await api.expect(
      'POST',
      '/api/lightgun/setup-options/gun',
      tokens.admin,
      { name: `Matrix gun ${optionCounter}` },
      201,
    )
  ).json<SetupOption>();
}

interface RouteCase {
  route: string;
  expected: Record<Caller, number>;
  call: (token: string | undefined, caller: Caller) => Promise<InjectResponse>;
}

const everyone = (status: number): Record<Caller, number> => ({
  anonymous: status,
  regular: status,
  author: status,
  moderator: status,
  admin: status,
});
const membersOnly = (status: number): Record<Caller, number> => ({ ...everyone(status), anonymous: 401 });

const routes: RouteCase[] = [
  {
    route: 'GET /api/lightgun/setup-options',
    expected: everyone(200),
    call: (token) => api.request('GET', '/api/lightgun/setup-options', token),
  },
  {
    route: 'POST /api/lightgun/setup-options/{kind}',
    expected: { anonymous: 401, regular: 403, author: 403, moderator: 403, admin: 201 },
    call: (token, caller) =>
      api.request('POST', '/api/lightgun/setup-options/display', token, { name: `Screen by ${caller}` }),
  },
  {
    route: 'PATCH /api/lightgun/setup-options/{kind}/{id}',
    expected: { anonymous: 401, regular: 403, author: 403, moderator: 403, admin: 200 },
    call: async (token) =>
      api.request('PATCH', `/api/lightgun/setup-options/gun/${(await unusedOption()).id}`, token, {
        description: 'Edited',
      }),
  },
  {
    route: 'DELETE /api/lightgun/setup-options/{kind}/{id}',
    expected: { anonymous: 401, regular: 403, author: 403, moderator: 403, admin: 204 },
    call: async (token) => api.request('DELETE', `/api/lightgun/setup-options/gun/${(await unusedOption()).id}`, token),
  },
  {
    // The author files a setup they already reported: an update.
    route: 'PUT /api/lightgun/games/{id}/reports',
    expected: { anonymous: 401, regular: 201, author: 200, moderator: 201, admin: 201 },
    call: async (token, caller) => {
      const body = freshSetup();
      if (caller === 'author') await api.file(author.token, gameId, body);
      return api.request('PUT', `/api/lightgun/games/${gameId}/reports`, token, { ...body, rating: 'issues' });
    },
  },
  {
    // The author files a setup they already reported: a 409 naming their report.
    route: 'POST /api/lightgun/games/{id}/reports',
    expected: { anonymous: 401, regular: 201, author: 409, moderator: 201, admin: 201 },
    call: async (token, caller) => {
      const body = freshSetup();
      if (caller === 'author') await api.file(author.token, gameId, body);
      return api.request('POST', `/api/lightgun/games/${gameId}/reports`, token, body);
    },
  },
  {
    // Moderators and admins hide and delete; only the author edits.
    route: 'PATCH /api/lightgun/reports/{id}',
    expected: { anonymous: 401, regular: 403, author: 200, moderator: 403, admin: 403 },
    call: async (token) =>
      api.request('PATCH', `/api/lightgun/reports/${(await authorsReport()).id}`, token, { rating: 'issues' }),
  },
  {
    route: 'GET /api/lightgun/reports/{id}',
    expected: everyone(200),
    call: async (token) => api.request('GET', `/api/lightgun/reports/${(await authorsReport()).id}`, token),
  },
  {
    route: 'GET /api/lightgun/reports/{id} (hidden)',
    expected: { anonymous: 404, regular: 404, author: 200, moderator: 200, admin: 200 },
    call: async (token) => {
      const report = await authorsReport();
      await api.hide(moderator, report.id);
      return api.request('GET', `/api/lightgun/reports/${report.id}`, token);
    },
  },
  {
    route: 'GET /api/lightgun/games/{id}/reports',
    expected: everyone(200),
    call: (token) => api.request('GET', `/api/lightgun/games/${gameId}/reports`, token),
  },
  {
    route: 'GET /api/lightgun/games/{id}/compatibility',
    expected: everyone(200),
    call: (token) => api.request('GET', `/api/lightgun/games/${gameId}/compatibility`, token),
  },
  {
    route: 'DELETE /api/lightgun/reports/{id}',
    expected: { anonymous: 401, regular: 403, author: 204, moderator: 204, admin: 204 },
    call: async (token) => api.request('DELETE', `/api/lightgun/reports/${(await authorsReport()).id}`, token),
  },
  {
    // A hidden report: its author's delete leaves the hide behind (compatibility-hides.e2e-spec.ts).
    route: 'DELETE /api/lightgun/reports/{id} (hidden)',
    expected: { anonymous: 401, regular: 403, author: 204, moderator: 204, admin: 204 },
    call: async (token) => {
      const report = await authorsReport();
      await api.hide(moderator, report.id);
      return api.request('DELETE', `/api/lightgun/reports/${report.id}`, token);
    },
  },
  {
    // The author files again a setup whose hidden report they deleted: filed, and hidden.
    route: 'PUT /api/lightgun/games/{id}/reports (a deleted hidden report filed again)',
    expected: { anonymous: 401, regular: 201, author: 201, moderator: 201, admin: 201 },
    call: async (token, caller) => {
      const body = freshSetup();
      if (caller === 'author') {
        const report = await api.file(author.token, gameId, body);
        await api.hide(moderator, report.id);
        await api.remove(author.token, report.id);
      }
      return api.request('PUT', `/api/lightgun/games/${gameId}/reports`, token, body);
    },
  },
  {
    route: 'POST /api/lightgun/reports/{id}/hide',
    expected: { anonymous: 401, regular: 403, author: 403, moderator: 200, admin: 200 },
    call: async (token) =>
      api.request('POST', `/api/lightgun/reports/${(await authorsReport()).id}/hide`, token, { reason: 'Off topic' }),
  },
  {
    route: 'POST /api/lightgun/reports/{id}/unhide',
    expected: { anonymous: 401, regular: 403, author: 403, moderator: 200, admin: 200 },
    call: async (token) => {
      const report = await authorsReport();
      await api.hide(moderator, report.id);
      return api.request('POST', `/api/lightgun/reports/${report.id}/unhide`, token);
    },
  },
  {
    route: 'PUT /api/lightgun/reports/{id}/helpful',
    expected: { anonymous: 401, regular: 200, author: 403, moderator: 200, admin: 200 },
    call: async (token) =>
      api.request('PUT', `/api/lightgun/reports/${(await authorsReport(votedGameId)).id}/helpful`, token),
  },
  {
    route: 'DELETE /api/lightgun/reports/{id}/helpful',
    expected: { anonymous: 401, regular: 200, author: 403, moderator: 200, admin: 200 },
    call: async (token) =>
      api.request('DELETE', `/api/lightgun/reports/${(await authorsReport(votedGameId)).id}/helpful`, token),
  },
  {
    // Hidden: only those who may see it may mark it (its author never).
    route: 'PUT /api/lightgun/reports/{id}/helpful (hidden)',
    expected: { anonymous: 401, regular: 404, author: 403, moderator: 200, admin: 200 },
    call: async (token) => {
      const report = await authorsReport();
      await api.hide(moderator, report.id);
      return api.request('PUT', `/api/lightgun/reports/${report.id}/helpful`, token);
    },
  },
  {
    route: 'GET /api/lightgun/platforms/{id}/setup-options',
    expected: everyone(200),
    call: (token) => api.request('GET', `/api/lightgun/platforms/${platformId}/setup-options`, token),
  },
  {
    route: 'PUT /api/lightgun/platforms/{id}/setup-options',
    expected: { anonymous: 401, regular: 403, author: 403, moderator: 403, admin: 200 },
    call: async (token) => {
      const current = await api.expect(
        'GET',
        `/api/lightgun/platforms/${platformId}/setup-options`,
        token,
        undefined,
        200,
      );
      return api.request('PUT', `/api/lightgun/platforms/${platformId}/setup-options`, token, {
        option_ids: current.json<{ option_ids: number[] }>().option_ids,
      });
    },
  },
  {
    route: 'GET /api/users/{username}/reports',
    expected: everyone(200),
    call: (token) => api.request('GET', `/api/users/${author.username}/reports`, token),
  },
  {
    route: 'GET /api/users/me/setup',
    expected: membersOnly(200),
    call: (token) => api.request('GET', '/api/users/me/setup', token),
  },
  {
    route: 'PUT /api/users/me/setup',
    expected: membersOnly(200),
    call: (token) =>
      api.request('PUT', '/api/users/me/setup', token, { gun_id: null, display_id: null, play_mode_id: null }),
  },
  {
    route: 'GET /api/lightgun/games',
    expected: everyone(200),
    call: (token) => api.request('GET', '/api/lightgun/games?q=matrix', token),
  },
  {
    route: 'GET /api/lightgun/platforms/{name}?gun_id=',
    expected: everyone(200),
    call: (token) =>
      api.request(
        'GET',
        `/api/lightgun/platforms/${encodeURIComponent(platformName)}?gun_id=${options.guns[0].id}`,
        token,
      ),
  },
];

describe('permission matrix', () => {
  it.each(routes)('$route', async ({ expected, call }) => {
    const answered: Record<string, number> = {};
    for (const caller of callers) answered[caller] = (await call(tokens[caller], caller)).statusCode;
    expect(answered).toEqual(expected);
  });
});
