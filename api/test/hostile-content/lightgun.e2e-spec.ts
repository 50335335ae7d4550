import type { CompatibilityReport, Game, Platform, SetupOption, SetupOptions } from '@site/contracts';
import { register } from '../support/accounts.js';
import { moderator } from '../support/forum.js';
import type { Call, RouteDriver } from '../support/hostile-content-run.js';
import { describeHostileContent, setUp, type BootedApp } from '../support/hostile-content-suite.js';
import { memberTextFields } from './member-text-fields.js';

// The hostile corpus in every catalogue and compatibility field: platforms, games, setup options
// (admins), a member's report notes and a moderator's reason for hiding a report.
// Bounds (support/hostile-content-run.ts): a write within 2,000 ms, each read of what it stored (API
// and page) within 100 ms, and the health probe and event-loop delay within 100 ms meanwhile.

let t: BootedApp['t'];
let admin: string;
let mod: string;
let reporter: { token: string; username: string };
let platform: Platform;
let setup: { gun_id: number; display_id: number; play_mode_id: number };

const platformBody = (tracer: string) => ({
  name: `Platform ${tracer}`,
  manufacturer: 'Sega',
  icon: '🎮',
  gun: 'Virtua Gun',
});
const gameBody = (tracer: string) => ({
  title: `Game ${tracer}`,
  platform_id: platform.id,
  description: `About ${tracer}`,
  genre: ['Rail shooter'],
});
const reportBody = (notes: string | string[]) => ({
  ...setup,
  rating: 'playable',
  recoil: 'works',
  offscreen_reload: 'works',
  two_players: 'fails',
  emulator_version: 'MAME 0.264',
  notes,
});

const newGame = (tracer: string) =>
  setUp<Game>(t, { url: '/api/lightgun/games', token: admin, payload: gameBody(tracer) });
const fileReport = (gameId: number, notes = 'Works well') =>
  setUp<CompatibilityReport>(t, {
    method: 'PUT',
    url: `/api/lightgun/games/${gameId}/reports`,
    token: reporter.token,
    payload: reportBody(notes),
  });

const platformReads = (name: string): Call[] => [
  { url: '/api/lightgun/platforms' },
  { url: `/api/lightgun/platforms/${encodeURIComponent(name)}` },
  { url: '/api/lightgun/stats' },
  { url: `/games/platform/${encodeURIComponent(name)}`, page: true },
];

const gameReads = (id: number, tracer: string): Call[] => [
  { url: `/api/lightgun/games/${id}` },
  { url: `/api/lightgun/games?q=${tracer}` },
  { url: `/api/lightgun/platforms/${encodeURIComponent(platform.name)}` },
  { url: `/api/lightgun/games/${id}/cover.svg` },
  { url: `/api/lightgun/games/${id}/compatibility` },
  { url: `/games/${id}`, page: true },
];

/** Everything that shows a game's reports: to visitors, to the reporter (a hidden one too) and to moderators. */
const reportReads = (gameId: number): Call[] => [
  { url: `/api/lightgun/games/${gameId}/reports` },
  { url: `/api/lightgun/games/${gameId}/reports`, token: reporter.token },
  { url: `/api/lightgun/games/${gameId}/reports`, token: mod },
  { url: `/api/lightgun/games/${gameId}/compatibility` },
  { url: `/api/users/${reporter.username}/reports`, token: reporter.token },
  { url: `/api/users/${reporter.username}` },
  { url: `/games/${gameId}`, page: true },
];

const drivers: Record<string, RouteDriver> = {
  'POST /api/lightgun/platforms': async (field, value, tracer) => ({
    write: {
      method: 'POST',
      url: '/api/lightgun/platforms',
      token: admin,
      payload: { ...platformBody(tracer), [field]: value },
    },
    stored: { table: 'platforms' },
    reads: (answer) => platformReads(answer.json<Platform>().name),
  }),
  'PATCH /api/lightgun/platforms/{id}': async (field, value, tracer) => {
    const edited = await setUp<Platform>(t, {
      url: '/api/lightgun/platforms',
      token: admin,
      payload: platformBody(tracer),
    });
    const game = await setUp<Game>(t, {
      url: '/api/lightgun/games',
      token: admin,
      payload: { ...gameBody(tracer), platform_id: edited.id },
    });
    return {
      write: {
        method: 'PATCH',
        url: `/api/lightgun/platforms/${edited.id}`,
        token: admin,
        payload: { [field]: value },
      },
      stored: { table: 'platforms', id: edited.id },
      reads: (answer) => [
        ...platformReads(answer.json<Platform>().name),
        { url: `/api/lightgun/games/${game.id}` },
        { url: `/games/${game.id}`, page: true },
      ],
    };
  },
  'POST /api/lightgun/games': async (field, value, tracer) => ({
    write: {
      method: 'POST',
      url: '/api/lightgun/games',
      token: admin,
      payload: { ...gameBody(tracer), [field]: value },
    },
    stored: { table: 'games' },
    reads: (answer) => gameReads(answer.json<Game>().id, tracer),
  }),
  'PATCH /api/lightgun/games/{id}': async (field, value, tracer) => {
    const { id } = await newGame(tracer);
    return {
      write: { method: 'PATCH', url: `/api/lightgun/games/${id}`, token: admin, payload: { [field]: value } },
      stored: { table: 'games', id },
      reads: () => gameReads(id, tracer),
    };
  },
  'POST /api/lightgun/setup-options/{kind}': async (field, value, tracer) => ({
    write: {
      method: 'POST',
      url: '/api/lightgun/setup-options/gun',
      token: admin,
      payload: { name: `Gun ${tracer}`, description: `About ${tracer}`, [field]: value },
    },
    stored: { table: 'setup_options' },
    reads: (answer) => [
      { url: '/api/lightgun/setup-options' },
      { url: `/api/lightgun/games?gun_id=${answer.json<SetupOption>().id}` },
    ],
  }),
  'PATCH /api/lightgun/setup-options/{kind}/{id}': async (field, value, tracer) => {
    // An option in use: its name shows in the reports and the compatibility matrix.
    const option = await setUp<SetupOption>(t, {
      url: '/api/lightgun/setup-options/gun',
      token: admin,
      payload: { name: `Gun ${tracer}`, modern: true },
    });
    const game = await newGame(tracer);
    await setUp(t, {
      method: 'PUT',
      url: `/api/lightgun/games/${game.id}/reports`,
      token: reporter.token,
      payload: { ...reportBody('Fine'), gun_id: option.id },
    });
    return {
      write: {
        method: 'PATCH',
        url: `/api/lightgun/setup-options/gun/${option.id}`,
        token: admin,
        payload: { [field]: value },
      },
      stored: { table: 'setup_options', id: option.id },
      reads: () => [{ url: '/api/lightgun/setup-options' }, ...reportReads(game.id)],
    };
  },
  'PUT /api/lightgun/games/{id}/reports': async (field, value, tracer) => {
    const game = await newGame(tracer);
    return {
      write: {
        method: 'PUT',
        url: `/api/lightgun/games/${game.id}/reports`,
        token: reporter.token,
        payload: { ...reportBody('Fine'), [field]: value },
      },
      stored: { table: 'compatibility_reports' },
      reads: () => reportReads(game.id),
    };
  },
  'POST /api/lightgun/games/{id}/reports': async (field, value, tracer) => {
    const game = await newGame(tracer);
    return {
      write: {
        method: 'POST',
        url: `/api/lightgun/games/${game.id}/reports`,
        token: reporter.token,
        payload: { ...reportBody('Fine'), [field]: value },
      },
      stored: { table: 'compatibility_reports' },
      reads: () => reportReads(game.id),
    };
  },
  'PATCH /api/lightgun/reports/{id}': async (field, value, tracer) => {
    const game = await newGame(tracer);
    const report = await fileReport(game.id);
    return {
      write: {
        method: 'PATCH',
        url: `/api/lightgun/reports/${report.id}`,
        token: reporter.token,
        payload: { [field]: value },
      },
      stored: { table: 'compatibility_reports', id: report.id },
      reads: () => [...reportReads(game.id), { url: `/api/lightgun/reports/${report.id}`, token: reporter.token }],
    };
  },
  'POST /api/lightgun/reports/{id}/hide': async (field, value, tracer) => {
    const game = await newGame(tracer);
    const report = await fileReport(game.id);
    return {
      write: {
        method: 'POST',
        url: `/api/lightgun/reports/${report.id}/hide`,
        token: mod,
        payload: { [field]: value },
      },
      stored: { table: 'compatibility_reports', id: report.id },
      reads: () => reportReads(game.id),
    };
  },
};

describeHostileContent('catalogue and compatibility reports', memberTextFields.lightgun, async (booted) => {
  ({ t, admin } = booted);
  mod = (await moderator(t, admin)).access_token;
  const account = await register(t);
  reporter = { token: account.access_token, username: account.user.username };
  platform = await setUp<Platform>(t, {
    url: '/api/lightgun/platforms',
    token: admin,
    payload: platformBody('of the corpus games'),
  });
  const options = (await t.request({ method: 'GET', url: '/api/lightgun/setup-options' })).json<SetupOptions>();
  // A modern gun on a flat screen, through an emulator of the corpus platform: a possible setup.
  const modern = options.guns.find((gun) => gun.modern && !gun.needs_crt);
  const flat = options.displays.find((display) => !display.crt);
  const emulator = options.play_modes.find((mode) => !mode.original_hardware);
  if (!modern || !flat || !emulator)
    throw new Error('The seeded vocabulary has no modern gun, flat screen or emulator');
  await setUp(t, {
    method: 'PUT',
    url: `/api/lightgun/platforms/${platform.id}/setup-options`,
    token: admin,
    payload: { option_ids: [emulator.id] },
  });
  setup = { gun_id: modern.id, display_id: flat.id, play_mode_id: emulator.id };
  return drivers;
});
