import type { UserSearchResult } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithAccounts, newAccount, register } from './support/accounts.js';
import { expectError, forumApi, type ForumApi } from './support/forum.js';
import type { TestApp } from './support/test-app.js';

// Issue 31, point 1: GET /api/users/search, the usernames the mention composer offers.

let t: TestApp;
let f: ForumApi;
let member: string;

beforeAll(async () => {
  ({ t, member } = await createAppWithAccounts());
  f = forumApi(t);
  for (const username of ['Gunner', 'gunslinger', 'gun_fan', 'gunXfan', 'gun%pct', 'Rex'])
    await register(t, newAccount({ username, display_name: `${username} shown` }));
  for (let index = 0; index < 10; index += 1) await register(t, newAccount({ username: `many${index}` }));
});
afterAll(() => t.close());

const search = async (query: string) => {
  const response = await f.request('GET', `/api/users/search${query}`, member);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserSearchResult[]>();
};

describe('GET /api/users/search', () => {
  it('answers usernames starting with q in any case, shortest first, with display names only', async () => {
    expect(await search('?q=GUN')).toEqual([
      { username: 'Gunner', display_name: 'Gunner shown' },
      { username: 'gun%pct', display_name: 'gun%pct shown' },
      { username: 'gun_fan', display_name: 'gun_fan shown' },
      { username: 'gunXfan', display_name: 'gunXfan shown' },
      { username: 'gunslinger', display_name: 'gunslinger shown' },
    ]);
    expect(await search('?q=%EF%BD%87%EF%BD%95')).toHaveLength(5); // full-width 'ｇｕ', as NFKC stores names
    expect(await search('?q=zz')).toEqual([]);
  });

  it('reads % and _ as themselves', async () => {
    expect((await search('?q=gun_')).map((user) => user.username)).toEqual(['gun_fan']);
    expect((await search('?q=gun%25')).map((user) => user.username)).toEqual(['gun%pct']);
  });

  it('answers at most 8, or fewer when asked', async () => {
    expect(await search('?q=many')).toHaveLength(8);
    expect(await search('?q=many&limit=50')).toHaveLength(8);
    expect(await search('?q=many&limit=3')).toHaveLength(3);
  });

  it('is for members only and needs 2 characters', async () => {
    expectError(await f.request('GET', '/api/users/search?q=gun'), 401);
    for (const query of ['', '?q=', '?q=g', '?q=%20g%20']) {
      expectError(await f.request('GET', `/api/users/search${query}`, member), 400, /q must be at least 2 characters/);
    }
    for (const query of ['?q=gu&limit=0', '?q=gu&limit=abc', '?q=gu&q=gun'])
      expectError(await f.request('GET', `/api/users/search${query}`, member), 400);
  });

  it('matches the start of a name only', async () => {
    expect((await search('?q=re')).map((user) => user.username)).toEqual(['Rex']);
    expect(await search('?q=ner')).toEqual([]);
  });
});
