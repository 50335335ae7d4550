import { expect, type APIRequestContext } from '@playwright/test';
import type { CompatibilityReportInput, Game, SetupOptions } from '@site/contracts';
import { loginThroughApi, newAccount, registerThroughApi } from './accounts.js';
import { adminCredentials } from './constants.js';

/** The compatibility journeys' set-up through the API: games of their own, setups by name, members' reports. */

export async function adminToken(request: APIRequestContext) {
  return (await loginThroughApi(request, adminCredentials)).access_token;
}

/** The ids of a setup named as the forms show it. */
export async function setupIds(request: APIRequestContext, gun: string, display: string, playMode: string) {
  const options = (await (await request.get('/api/lightgun/setup-options')).json()) as SetupOptions;
  const id = (list: { id: number; name: string }[], name: string) => {
    const option = list.find((entry) => entry.name === name);
    if (!option) throw new Error(`no setup option ${name}`);
    return option.id;
  };
  return {
    gun_id: id(options.guns, gun),
    display_id: id(options.displays, display),
    play_mode_id: id(options.play_modes, playMode),
  };
}

export type ReportFields = Omit<CompatibilityReportInput, 'notes'> & { notes?: string };

/** A new member who files one report through the API; answers the account and the report's id. */
export async function memberReports(request: APIRequestContext, gameId: number, report: ReportFields) {
  const account = await registerThroughApi(request, newAccount());
  const { access_token } = await loginThroughApi(request, account);
  const response = await request.post(`/api/lightgun/games/${gameId}/reports`, {
    headers: { authorization: `Bearer ${access_token}` },
    data: { notes: '', ...report },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { account, reportId: ((await response.json()) as { id: number }).id };
}

let gameCounter = 0;

/** A new game on the platform, the test's own (the fixtures delete what a test created, its reports with it). */
export async function newGame(request: APIRequestContext, platform: string, title = 'Test Shooter'): Promise<Game> {
  gameCounter += 1;
  const response = await request.post('/api/lightgun/games', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { title: `${title} ${Date.now().toString(36)}${gameCounter}`, platform, release_year: 1998 },
  });
  if (response.status() !== 201) throw new Error(`new game: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Game;
}
