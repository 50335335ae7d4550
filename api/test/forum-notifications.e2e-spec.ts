import type { ForumCategory, Notification, NotificationPage } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from './support/accounts.js';
import { bootForum, type ForumApi } from './support/forum.js';
import type { TestApp } from './support/test-app.js';

// Issue 31, point 1: what the forum tells members. Each case reads the recipients' own notification pages, so only
// the recipient sees it.

let t: TestApp;
let f: ForumApi;
let admin: string;
let moderator: string;
let category: ForumCategory;

type Member = { token: string; id: number; username: string };

beforeAll(async () => {
  const booted = await bootForum();
  ({ t, f, admin, moderator } = booted);
  category = await f.createCategory(admin, { name: 'Notification tests' });
});
afterAll(() => t.close());

const member = async (): Promise<Member> => {
  const account = await register(t);
  return { token: account.access_token, id: account.user.id, username: account.username };
};
const inbox = async (who: Member | string): Promise<Notification[]> => {
  const response = await f.request('GET', '/api/notifications?limit=50', typeof who === 'string' ? who : who.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationPage>().notifications;
};
const kinds = async (who: Member | string) => (await inbox(who)).map((notification) => notification.kind);
const newThread = (who: Member, content = 'Opening post') =>
  f.createThread(who.token, category.id, { title: 'Which gun for a CRT?', content });
const setWatch = (who: Member, path: string, level: string) =>
  f.request('PUT', `/api/forum/${path}/watch`, who.token, { level });

describe('a reply', () => {
  it("tells the thread's watchers, linked to the exact post, and never its author", async () => {
    const [owner, replier, stranger] = [await member(), await member(), await member()];
    const thread = await newThread(owner);
    const post = await f.reply(replier.token, thread.id, 'Try a **Sinden**\n\nIt works well.');
    const [notice] = await inbox(owner);
    expect(notice).toMatchObject({
      kind: 'reply',
      actor: { id: replier.id, username: replier.username },
      title: 'Which gun for a CRT?',
      excerpt: 'Try a Sinden It works well.',
      link: `/forum/thread/${thread.id}?post=${post.id}#post-${post.id}`,
      read: false,
    });
    expect(await kinds(replier)).toEqual([]);
    expect(await kinds(stranger)).toEqual([]);

    // The replier now watches it too; the owner's own reply tells only them.
    await f.reply(owner.token, thread.id);
    expect(await kinds(replier)).toEqual(['reply']);
    expect(await kinds(owner)).toEqual(['reply']);
  });

  it('tells category watchers unless they set the thread otherwise, and never a muted thread', async () => {
    const [owner, follower, muter, normal] = [await member(), await member(), await member(), await member()];
    const own = await f.createCategory(admin);
    const thread = await f.createThread(owner.token, own.id);
    for (const who of [follower, muter, normal]) await setWatch(who, `categories/${own.id}`, 'watching');
    await setWatch(muter, `threads/${thread.id}`, 'muted');
    await setWatch(normal, `threads/${thread.id}`, 'normal');
    await f.reply((await member()).token, thread.id);
    expect(await kinds(follower)).toEqual(['reply']);
    expect(await kinds(muter)).toEqual([]);
    expect(await kinds(normal)).toEqual([]);
    // The author muted their own thread.
    await setWatch(owner, `threads/${thread.id}`, 'muted');
    await f.reply((await member()).token, thread.id);
    expect(await kinds(owner)).toEqual(['reply']);
  });

  it('goes away with the reply, and all of a thread with the thread', async () => {
    const [owner, replier] = [await member(), await member()];
    const thread = await newThread(owner);
    const first = await f.reply(replier.token, thread.id);
    await f.reply(replier.token, thread.id);
    expect(await kinds(owner)).toEqual(['reply', 'reply']);
    await f.deletePost(replier.token, first.id);
    expect(await kinds(owner)).toEqual(['reply']);
    await f.deleteThread(owner.token, thread.id);
    expect(await kinds(owner)).toEqual([]);
  });
});

describe('an @mention', () => {
  it('in a new thread tells each member named, once, not the writer, not unknown names', async () => {
    const [writer, named, other] = [await member(), await member(), await member()];
    const thread = await newThread(
      writer,
      `@${named.username.toUpperCase()} and @${named.username}, @${writer.username}, @nobody_here \`@${other.username}\``,
    );
    const [notice] = await inbox(named);
    expect(notice).toMatchObject({ kind: 'mention', link: `/forum/thread/${thread.id}`, actor: { id: writer.id } });
    expect(await kinds(named)).toEqual(['mention']);
    expect(await kinds(writer)).toEqual([]);
    expect(await kinds(other)).toEqual([]);
  });

  it('in a reply tells a watcher once, of the mention, and stays quiet where the member muted the thread', async () => {
    const [owner, replier, muter] = [await member(), await member(), await member()];
    const thread = await newThread(owner);
    await setWatch(muter, `threads/${thread.id}`, 'muted');
    const post = await f.reply(replier.token, thread.id, `@${owner.username} @${muter.username} look`);
    expect(await inbox(owner)).toEqual([
      expect.objectContaining({ kind: 'mention', link: `/forum/thread/${thread.id}?post=${post.id}#post-${post.id}` }),
    ]);
    expect(await kinds(muter)).toEqual([]);
    await f.deletePost(replier.token, post.id);
    expect(await kinds(owner)).toEqual([]);
  });

  it('in an edit tells only the names it added', async () => {
    const [writer, first, second] = [await member(), await member(), await member()];
    const thread = await newThread(writer, `hi @${first.username}`);
    const edit = await f.request('PATCH', `/api/forum/threads/${thread.id}`, writer.token, {
      content: `hi @${first.username} and @${second.username}`,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await kinds(first)).toEqual(['mention']);
    expect(await kinds(second)).toEqual(['mention']);

    const post = await f.reply(writer.token, thread.id, 'no names');
    const third = await member();
    await f.editPost(writer.token, post.id, `now @${third.username} and @${first.username}`);
    expect(await kinds(third)).toEqual(['mention']);
    expect(await kinds(first)).toEqual(['mention', 'mention']);
  });
});

describe("a moderator's act on someone's thread", () => {
  it('pinning and locking tell the author; unpinning, unlocking and their own acts do not', async () => {
    const owner = await member();
    const thread = await newThread(owner);
    await f.pin(moderator, thread.id);
    await f.lock(admin, thread.id);
    await f.pin(moderator, thread.id);
    await f.lock(moderator, thread.id);
    const notices = await inbox(owner);
    expect(notices.map((notice) => notice.kind)).toEqual(['thread_locked', 'thread_pinned']);
    expect(notices[1]).toMatchObject({ link: `/forum/thread/${thread.id}`, title: thread.title });
    expect(await kinds(moderator)).toEqual([]);

    const own = await f.createThread(moderator, category.id);
    await f.pin(moderator, own.id);
    expect(await kinds(moderator)).toEqual([]);
  });

  it("deleting tells the author, linked to the category, and takes the thread's other notices away", async () => {
    const [owner, replier] = [await member(), await member()];
    const thread = await newThread(owner);
    await f.reply(replier.token, thread.id, `@${owner.username}`);
    await f.pin(moderator, thread.id);
    await f.deleteThread(moderator, thread.id);
    expect(await inbox(owner)).toEqual([
      expect.objectContaining({ kind: 'thread_deleted', link: `/forum/category/${category.id}`, title: thread.title }),
    ]);

    const gone = await newThread(owner);
    await f.deleteThread(owner.token, gone.id);
    expect(await kinds(owner)).toEqual(['thread_deleted']);
  });
});
