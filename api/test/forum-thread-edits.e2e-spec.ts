import type { ForumCategory, ForumThread } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bootForum,
  expectError,
  expectIssue,
  type ForumApi,
  malformedIds,
  regular,
  unknownId,
} from './support/forum.js';
import type { TestApp } from './support/test-app.js';

// Issue 31, point 5: PATCH /api/forum/threads/{id}, the author (or a moderator or an admin) edits the title and the
// opening post.

let t: TestApp;
let f: ForumApi;
let admin: string;
let moderator: string;
let other: string;
let category: ForumCategory;

beforeAll(async () => {
  const booted = await bootForum();
  ({ t, f, admin, moderator, other } = booted);
  category = await f.createCategory(admin, { name: 'Edit tests' });
});
afterAll(() => t.close());

const author = async () => (await regular(t)).access_token;
const edit = (token: string | undefined, id: number | string, payload: unknown) =>
  f.request('PATCH', `/api/forum/threads/${id}`, token, payload);
const edited = async (token: string, id: number, payload: object) => {
  const response = await edit(token, id, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ForumThread>();
};

describe('PATCH /api/forum/threads/{id}', () => {
  it('changes the title and the opening post, rendered again, and marks the thread edited', async () => {
    const token = await author();
    const thread = await f.createThread(token, category.id, { title: 'Old title', content: 'old *text*' });
    expect(thread.edited).toBe(false);
    const changed = await edited(token, thread.id, {
      title: '  New title  ',
      content: 'New **text** <script>x</script>',
    });
    expect(changed).toMatchObject({
      id: thread.id,
      title: 'New title',
      content: 'New **text** <script>x</script>',
      content_html: '<p>New <strong>text</strong> x</p>',
      excerpt: 'New text x',
      edited: true,
    });
    expect(new Date(changed.updated_at).getTime()).toBeGreaterThan(new Date(thread.updated_at).getTime());
    expect(await f.thread(thread.id)).toMatchObject({ title: 'New title', edited: true });
    const listed = (await f.threads(category.id)).threads.find((shown) => shown.id === thread.id);
    expect(listed).toMatchObject({ title: 'New title', excerpt: 'New text x', edited: true });
    const found = await f.request('GET', '/api/forum/search?q=text');
    expect(found.json<{ threads: Array<{ id: number }> }>().threads.map((shown) => shown.id)).toContain(thread.id);
  });

  it('changes only what is sent', async () => {
    const token = await author();
    const thread = await f.createThread(token, category.id, { title: 'Keep me', content: 'Keep this too' });
    expect(await edited(token, thread.id, { title: 'Only the title' })).toMatchObject({
      title: 'Only the title',
      content: 'Keep this too',
    });
    expect(await edited(token, thread.id, { content: 'Only the content' })).toMatchObject({
      title: 'Only the title',
      content: 'Only the content',
    });
  });

  it('validates as a new thread does (422 with the field), and refuses an empty edit', async () => {
    const token = await author();
    const thread = await f.createThread(token, category.id);
    expectIssue(await edit(token, thread.id, { title: '   ' }), 'title', 'Title is required');
    expectIssue(await edit(token, thread.id, { title: null }), 'title', 'Title is required');
    expectIssue(await edit(token, thread.id, { title: 'x'.repeat(301) }), 'title');
    expectIssue(await edit(token, thread.id, { title: 5 }), 'title');
    expectIssue(await edit(token, thread.id, { content: '' }), 'content', 'Content is required');
    expectIssue(await edit(token, thread.id, { content: 'x'.repeat(50_001) }), 'content');
    expectIssue(await edit(token, thread.id, { content: ['a'] }), 'content');
    expect((await edit(token, thread.id, { title: 'ok', game_id: 3 })).statusCode).toBe(422);
    const empty = await edit(token, thread.id, {});
    expect(empty.statusCode, empty.body).toBe(422);
    expect(empty.json<{ detail: unknown }>().detail).toEqual([
      { loc: ['body'], msg: 'Send a title, content or category_id to change' },
    ]);
    const deep = await edit(token, thread.id, { content: '>'.repeat(1000) + ' deep' });
    expectError(deep, 400);
    expect((await f.thread(thread.id)).edited).toBe(false);
  });

  it('is for the author, a moderator or an admin: 401 for a visitor, 403 for another member', async () => {
    const token = await author();
    const thread = await f.createThread(token, category.id);
    expectError(await edit(undefined, thread.id, { title: 'Hijack' }), 401);
    expectError(await edit(other, thread.id, { title: 'Hijack' }), 403);
    expect(await edited(moderator, thread.id, { title: 'By a moderator' })).toMatchObject({ title: 'By a moderator' });
    expect(await edited(admin, thread.id, { title: 'By an admin' })).toMatchObject({ title: 'By an admin' });
  });

  it("refuses the author's edit of a locked thread (409) but not a moderator's", async () => {
    const token = await author();
    const thread = await f.createThread(token, category.id);
    await f.lock(moderator, thread.id);
    expectError(await edit(token, thread.id, { title: 'Sneaky' }), 409, /locked/);
    expect(await edited(moderator, thread.id, { title: 'Moderated' })).toMatchObject({
      title: 'Moderated',
      is_locked: true,
    });
  });

  it('lets a moderator or an admin move a thread, without marking it edited, and tells its author', async () => {
    const token = await author();
    const thread = await f.createThread(token, category.id);
    const target = await f.createCategory(admin);
    expectError(await edit(token, thread.id, { category_id: target.id }), 403, /moderator/);
    expectError(await edit(other, thread.id, { category_id: target.id }), 403);
    const moved = await edited(moderator, thread.id, { category_id: target.id });
    expect(moved).toMatchObject({ category_id: target.id, edited: false, updated_at: thread.updated_at });
    expect((await f.threads(target.id)).threads.map((shown) => shown.id)).toEqual([thread.id]);
    const inbox = await f.request('GET', '/api/notifications', token);
    expect(inbox.json<{ notifications: Array<{ kind: string; link: string }> }>().notifications).toEqual([
      expect.objectContaining({ kind: 'thread_moved', link: `/forum/thread/${thread.id}` }),
    ]);
    // The author may send the category it is in.
    expect(await edited(token, thread.id, { title: 'Same place', category_id: target.id })).toMatchObject({
      category_id: target.id,
      edited: true,
    });
    expectError(await edit(admin, thread.id, { category_id: unknownId }), 404, 'Category not found');
    for (const categoryId of [0, -1, 1.5, 'x', null])
      expectIssue(await edit(admin, thread.id, { category_id: categoryId }), 'category_id');
  });

  it('answers 404 for an unknown thread and 400 for malformed ids', async () => {
    const token = await author();
    expectError(await edit(token, unknownId, { title: 'Nothing' }), 404, 'Thread not found');
    for (const id of malformedIds) expectError(await edit(token, id, { title: 'Nothing' }), 400);
  });
});
