import type {
  CompatibilityRating,
  CompatibilityReport,
  CompatibilityReportPage,
  CompatibilitySummary,
  Game,
  Platform,
  ReportHelpfulness,
  SetupOption,
  SetupOptions,
} from '@site/contracts';
import { createAppWithAccounts, register } from './accounts.js';
import { auth, moderator, type InjectResponse } from './forum.js';
import type { TestApp } from './test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Member {
  token: string;
  username: string;
  id: number;
}

/** A booted, seeded app with an admin, a moderator and a way to make members. */
export async function compatibilityApp(env: NodeJS.ProcessEnv = {}) {
  const { t, admin } = await createAppWithAccounts(env);
  const mod = await moderator(t, admin);
  const api = compatibilityApi(t);
  const options = (
    await api.expect('GET', '/api/lightgun/setup-options', undefined, undefined, 200)
  ).json<SetupOptions>();
  return { t, api, admin, moderator: mod.access_token, options };
}

export async function member(t: TestApp): Promise<Member> {
  const account = await register(t);
  return { token: account.access_token, username: account.username, id: account.user.id };
}

/** The seeded option of this name, of any kind. */
export function option(options: SetupOptions, name: string): SetupOption {
  const found = [...options.guns, ...options.displays, ...options.play_modes].find(
    (candidate) => candidate.name === name,
  );
  if (!found) throw new Error(`No seeded option named ${name}`);
  return found;
}

/** A setup named by seeded option names. */
export interface SetupNames {
  gun: string;
  display: string;
  mode: string;
}

export const crtMame: SetupNames = { gun: 'Sinden Lightgun', display: 'CRT', mode: 'MAME' };
export const flatMame: SetupNames = { gun: 'Sinden Lightgun', display: 'Flat TV', mode: 'MAME' };
export const gunconCrt: SetupNames = { gun: 'GunCon 2', display: 'CRT', mode: 'Original hardware' };

/** A report body for a setup named by option names. */
export function reportBody(options: SetupOptions, setup: SetupNames, rating: CompatibilityRating, notes = '') {
  return {
    gun_id: option(options, setup.gun).id,
    display_id: option(options, setup.display).id,
    play_mode_id: option(options, setup.mode).id,
    rating,
    recoil: 'untested',
    offscreen_reload: 'works',
    two_players: 'untested',
    notes,
  };
}

/** Every original gun and way of playing of the vocabulary: a test platform on which any setup the rules allow is possible. */
export const everyPlatformOption = (options: SetupOptions) =>
  [...options.guns.filter((gun) => !gun.modern), ...options.play_modes].map((candidate) => candidate.id);

let platformCounter = 0;

/** Typed calls that throw when a setup step does not get the expected status. */
export function compatibilityApi(t: TestApp) {
  const request = (method: Method, url: string, token?: string, payload?: unknown) =>
    t.request({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });

  async function expect(
    method: Method,
    url: string,
    token: string | undefined,
    payload: unknown,
    status: number,
  ): Promise<InjectResponse> {
    const response = await request(method, url, token, payload);
    if (response.statusCode !== status)
      throw new Error(`${method} ${url}: expected ${status}, got ${response.statusCode} ${response.body}`);
    return response;
  }

  return {
    request,
    expect,

    /**
     * A new platform with games of these titles (admin). Every original gun and way of playing belongs to it (so any
     * setup the rules allow can be reported), unless `optionIds` names its own.
     */
    async platformWithGames(
      admin: string,
      titles: string[],
      optionIds?: number[],
    ): Promise<{ platform: Platform; games: Game[] }> {
      platformCounter += 1;
      const platform = (
        await expect('POST', '/api/lightgun/platforms', admin, { name: `Test Platform ${platformCounter}` }, 201)
      ).json<Platform>();
      const ids =
        optionIds ??
        everyPlatformOption((await expect('GET', '/api/lightgun/setup-options', undefined, undefined, 200)).json());
      await expect('PUT', `/api/lightgun/platforms/${platform.id}/setup-options`, admin, { option_ids: ids }, 200);
      const games: Game[] = [];
      for (const title of titles)
        games.push(
          (await expect('POST', '/api/lightgun/games', admin, { title, platform_id: platform.id }, 201)).json<Game>(),
        );
      return { platform, games };
    },

    async file(token: string, gameId: number, body: object, status = 201) {
      return (
        await expect('PUT', `/api/lightgun/games/${gameId}/reports`, token, body, status)
      ).json<CompatibilityReport>();
    },

    /** POST: a new report (201), never over the member's report of the same setup (409). */
    async create(token: string, gameId: number, body: object, status = 201) {
      return (
        await expect('POST', `/api/lightgun/games/${gameId}/reports`, token, body, status)
      ).json<CompatibilityReport>();
    },

    async edit(token: string, reportId: number, body: object, status = 200) {
      return (
        await expect('PATCH', `/api/lightgun/reports/${reportId}`, token, body, status)
      ).json<CompatibilityReport>();
    },

    async hide(token: string, reportId: number, reason = 'Spam') {
      return (
        await expect('POST', `/api/lightgun/reports/${reportId}/hide`, token, { reason }, 200)
      ).json<CompatibilityReport>();
    },

    async unhide(token: string, reportId: number) {
      return (
        await expect('POST', `/api/lightgun/reports/${reportId}/unhide`, token, undefined, 200)
      ).json<CompatibilityReport>();
    },

    async remove(token: string, reportId: number) {
      await expect('DELETE', `/api/lightgun/reports/${reportId}`, token, undefined, 204);
    },

    async summary(gameId: number, token?: string) {
      return (
        await expect('GET', `/api/lightgun/games/${gameId}/compatibility`, token, undefined, 200)
      ).json<CompatibilitySummary>();
    },

    async reports(gameId: number, token?: string, query = '') {
      return (
        await expect('GET', `/api/lightgun/games/${gameId}/reports${query}`, token, undefined, 200)
      ).json<CompatibilityReportPage>();
    },

    async helpful(token: string | undefined, reportId: number, method: 'PUT' | 'DELETE' = 'PUT', status = 200) {
      return (
        await expect(method, `/api/lightgun/reports/${reportId}/helpful`, token, undefined, status)
      ).json<ReportHelpfulness>();
    },

    async game(gameId: number) {
      return (await expect('GET', `/api/lightgun/games/${gameId}`, undefined, undefined, 200)).json<Game>();
    },
  };
}
