import type { Game, Notification, NotificationPage, SetupOptions } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compatibilityApp, crtMame, flatMame, member, reportBody, type Member } from './support/compatibility.js';
import type { TestApp } from './support/test-app.js';

// Issue 31, points 1 and 5: what members are told about compatibility reports. Only the recipient sees a
// notification, no one is told of their own act, a hidden report tells no one, a deleted one's notifications go.

let t: TestApp;
let api: Awaited<ReturnType<typeof compatibilityApp>>['api'];
let admin: string;
let mod: string;
let modId: number;
let options: SetupOptions;

const notificationsOf = async (token: string): Promise<Notification[]> =>
  (await api.expect('GET', '/api/notifications?limit=100', token, undefined, 200)).json<NotificationPage>()
    .notifications;
const kindsOf = async (who: Member | string) =>
  (await notificationsOf(typeof who === 'string' ? who : who.token)).map((notification) => notification.kind);

async function newGame(title = 'Told Game'): Promise<Game> {
  const { games } = await api.platformWithGames(admin, [title]);
  return games[0];
}

beforeAll(async () => {
  ({ t, api, admin, moderator: mod, options } = await compatibilityApp());
  modId = (await api.expect('GET', '/api/auth/me', mod, undefined, 200)).json<{ id: number }>().id;
});
afterAll(() => t.close());

describe('a moderator hiding and showing a report', () => {
  it('tells its author, with the reason, and no one else; a new reason tells again, the same one does not', async () => {
    const game = await newGame('Hidden Game');
    const author = await member(t);
    const bystander = await member(t);
    const report = await api.create(author.token, game.id, reportBody(options, crtMame, 'perfect'));
    await api.hide(mod, report.id, 'Off topic');
    const [hidden] = await notificationsOf(author.token);
    expect(hidden).toMatchObject({
      kind: 'report_hidden',
      title: 'Hidden Game',
      reason: 'Off topic',
      link: `/games/${game.id}?report=${report.id}#report-${report.id}`,
      actor: { id: modId },
      read: false,
    });
    await api.hide(mod, report.id, 'Off topic');
    await api.hide(admin, report.id, 'Copied');
    expect(await kindsOf(author)).toEqual(['report_hidden', 'report_hidden']);
    expect((await notificationsOf(author.token))[0].reason).toBe('Copied');

    await api.unhide(mod, report.id);
    expect((await notificationsOf(author.token))[0]).toMatchObject({ kind: 'report_shown', reason: null });
    // Showing a visible report again changes nothing and tells no one.
    await api.unhide(mod, report.id);
    expect(await kindsOf(author)).toEqual(['report_shown', 'report_hidden', 'report_hidden']);
    expect(await kindsOf(bystander)).toEqual([]);
    expect(await kindsOf(mod)).toEqual([]);
  });

  it('tells no one when a moderator hides their own report', async () => {
    const game = await newGame();
    const report = await api.create(mod, game.id, reportBody(options, crtMame, 'perfect'));
    await api.hide(mod, report.id, 'Mine, wrong');
    await api.unhide(mod, report.id);
    expect(await kindsOf(mod)).toEqual([]);
  });
});

describe('a new report for a setup', () => {
  it('tells the authors of the other visible reports of that game and setup, never its own author', async () => {
    const game = await newGame('Setup Game');
    const [same, hiddenSame, otherSetup, otherGame, newcomer] = [
      await member(t),
      await member(t),
      await member(t),
      await member(t),
      await member(t),
    ];
    await api.create(same.token, game.id, reportBody(options, crtMame, 'perfect'));
    const hidden = await api.create(hiddenSame.token, game.id, reportBody(options, crtMame, 'broken'));
    await api.hide(mod, hidden.id, 'Spam');
    await api.create(otherSetup.token, game.id, reportBody(options, flatMame, 'perfect'));
    await api.create(otherGame.token, (await newGame()).id, reportBody(options, crtMame, 'perfect'));

    const report = await api.create(newcomer.token, game.id, reportBody(options, crtMame, 'playable', 'Solid'));
    // `same` heard of hiddenSame's report too, while it was visible.
    const [told] = await notificationsOf(same.token);
    expect(told).toMatchObject({
      kind: 'setup_report',
      title: 'Setup Game',
      excerpt: 'Solid',
      actor: { id: newcomer.id },
      link: `/games/${game.id}?report=${report.id}#report-${report.id}`,
    });
    expect(await kindsOf(same)).toEqual(['setup_report', 'setup_report']);
    expect(await kindsOf(hiddenSame)).toEqual(['report_hidden']);
    for (const quiet of [otherSetup, otherGame, newcomer]) expect(await kindsOf(quiet)).toEqual([]);

    // An edit is no new report.
    await api.edit(newcomer.token, report.id, { rating: 'perfect', notes: 'Even better' });
    expect(await kindsOf(same)).toEqual(['setup_report', 'setup_report']);
  });

  it('tells no one of a report that starts hidden (held for a moderator)', async () => {
    const game = await newGame();
    const [earlier, held] = [await member(t), await member(t)];
    await api.create(earlier.token, game.id, reportBody(options, flatMame, 'perfect'));
    const hidden = await api.create(held.token, game.id, reportBody(options, crtMame, 'perfect'));
    await api.hide(mod, hidden.id);
    const kept = await api.create(
      held.token,
      game.id,
      reportBody(options, flatMame, 'perfect', '@' + earlier.username),
    );
    expect(kept.hidden).toBe(true);
    expect(await kindsOf(earlier)).toEqual([]);
  });
});

describe('mentions in a report’s notes', () => {
  it('tells each member named once, not the author, not names in code or of no member', async () => {
    const game = await newGame('Mention Game');
    const [author, alice, bob, coder] = [await member(t), await member(t), await member(t), await member(t)];
    const notes = `Ask @${alice.username} or @${bob.username.toUpperCase()}; @${alice.username} knows. @${author.username} \`@${coder.username}\` @nobody_here`;
    const report = await api.create(author.token, game.id, reportBody(options, crtMame, 'perfect', notes));
    for (const named of [alice, bob])
      expect(await notificationsOf(named.token)).toMatchObject([
        {
          kind: 'mention',
          title: 'Report on Mention Game',
          actor: { id: author.id },
          link: `/games/${game.id}?report=${report.id}#report-${report.id}`,
        },
      ]);
    expect(await kindsOf(author)).toEqual([]);
    expect(await kindsOf(coder)).toEqual([]);
  });

  it('tells, on an edit, only the names newly added', async () => {
    const game = await newGame();
    const [author, alice, carol] = [await member(t), await member(t), await member(t)];
    const report = await api.create(
      author.token,
      game.id,
      reportBody(options, crtMame, 'perfect', `@${alice.username}`),
    );
    await api.edit(author.token, report.id, { notes: `@${alice.username}, and now @${carol.username}` });
    await api.edit(author.token, report.id, { rating: 'issues' });
    expect(await kindsOf(alice)).toEqual(['mention']);
    expect(await kindsOf(carol)).toEqual(['mention']);
    // Through the older PUT too.
    const dave = await member(t);
    await api.file(
      author.token,
      game.id,
      { ...reportBody(options, crtMame, 'perfect'), notes: `@${dave.username}` },
      200,
    );
    expect(await kindsOf(dave)).toEqual(['mention']);
  });
});

describe('deleting a report', () => {
  it('withdraws every notification about it, whoever deletes it', async () => {
    const game = await newGame();
    const [earlier, author, named] = [await member(t), await member(t), await member(t)];
    await api.create(earlier.token, game.id, reportBody(options, crtMame, 'perfect'));
    const report = await api.create(
      author.token,
      game.id,
      reportBody(options, crtMame, 'perfect', `@${named.username}`),
    );
    await api.hide(mod, report.id, 'Rude');
    expect(await kindsOf(earlier)).toEqual(['setup_report']);
    expect(await kindsOf(named)).toEqual(['mention']);
    expect(await kindsOf(author)).toEqual(['report_hidden']);
    await api.remove(author.token, report.id);
    for (const told of [earlier, named, author]) expect(await kindsOf(told)).toEqual([]);

    const again = await api.create(earlier.token, (await newGame()).id, reportBody(options, crtMame, 'perfect'));
    await api.hide(mod, again.id, 'Rude');
    await api.remove(mod, again.id);
    expect(await kindsOf(earlier)).toEqual([]);
  });

  it('withdraws them with the game when an admin deletes it', async () => {
    const game = await newGame();
    const [earlier, author] = [await member(t), await member(t)];
    await api.create(earlier.token, game.id, reportBody(options, crtMame, 'perfect'));
    await api.create(author.token, game.id, reportBody(options, crtMame, 'perfect'));
    expect(await kindsOf(earlier)).toEqual(['setup_report']);
    await api.expect('DELETE', `/api/lightgun/games/${game.id}`, admin, undefined, 200);
    expect(await kindsOf(earlier)).toEqual([]);
  });
});
