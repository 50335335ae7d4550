import type {
  ForumAuthor,
  ForumCategoryWithThreads,
  ForumPost,
  ForumPostSearchResult,
  ForumSearchResponse,
  ForumThread,
  ForumThreadSummary,
  MemberReply,
  Pagination,
  User,
  UserRole,
} from '@site/contracts';

const now = new Date().toISOString();
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export function aUser(id: number, role: UserRole = 'regular'): User {
  return {
    id,
    username: `user${id}`,
    email: `user${id}@example.com`,
    role,
    display_name: `User ${id}`,
    created_at: now,
    updated_at: now,
    post_count: 0,
  };
}

export function anAuthor(user: User): ForumAuthor {
  return { id: user.id, username: user.username, display_name: user.display_name, role: user.role, post_count: 3 };
}

export const admin = aUser(1, 'admin');
export const member = aUser(2);
export const otherMember = aUser(3);
export const moderator = aUser(4, 'moderator');

export function aThreadSummary(overrides: Partial<ForumThreadSummary> = {}): ForumThreadSummary {
  return {
    id: 7,
    category_id: 1,
    title: 'Welcome to the forum',
    excerpt: 'Say hello.',
    author_id: admin.id,
    author: anAuthor(admin),
    author_username: admin.username,
    is_pinned: false,
    is_locked: false,
    vote_count: 2,
    reply_count: 0,
    view_count: 10,
    post_count: 1,
    created_at: hoursAgo(3),
    updated_at: hoursAgo(2),
    game: null,
    is_demo: false,
    edited: false,
    last_post_number: 1 + (overrides.reply_count ?? 0),
    unread_count: null,
    first_unread_post_id: null,
    ...overrides,
  };
}

// What the API renders for a one-paragraph text without Markdown.
const asHtml = (text: string) => `<p>${text}</p>`;

export function aPost(overrides: Partial<ForumPost> = {}): ForumPost {
  const content = overrides.content ?? 'First!';
  return {
    id: 100,
    thread_id: 7,
    content,
    content_html: asHtml(content),
    author: anAuthor(member),
    created_at: hoursAgo(1),
    updated_at: hoursAgo(1),
    edited: false,
    post_number: 2,
    ...overrides,
  };
}

/** One page holding `count` items of `limit` per page, unless told otherwise. */
export function aPagination(count: number, overrides: Partial<Pagination> = {}): Pagination {
  const page = overrides.page ?? 1;
  const limit = overrides.limit ?? 50;
  const totalPages = Math.ceil(count / limit);
  return {
    page,
    limit,
    total_count: count,
    total_pages: totalPages,
    has_next: page < totalPages,
    has_prev: page > 1,
    ...overrides,
  };
}

export function aThread(overrides: Partial<ForumThread> = {}): ForumThread {
  const posts = overrides.posts ?? [];
  const content = overrides.content ?? 'Say hello.';
  const summary = aThreadSummary({
    reply_count: posts.length,
    post_count: posts.length + 1,
    excerpt: content,
    ...overrides,
  });
  return {
    ...summary,
    content,
    content_html: asHtml(content),
    posts,
    posts_pagination: aPagination(posts.length),
    user_vote: null,
    watch_level: null,
    last_read_post_number: null,
    ...overrides,
  };
}

/** A reply as search lists it: its thread's title and the API's plain excerpt, not its Markdown. */
export function aSearchPost(overrides: Partial<ForumPostSearchResult> = {}): ForumPostSearchResult {
  return {
    id: 100,
    thread_id: 7,
    thread_title: 'Welcome to the forum',
    category_id: 1,
    excerpt: 'First!',
    author: anAuthor(member),
    created_at: hoursAgo(1),
    ...overrides,
  };
}

/** A reply as a member's profile lists it: its thread's title and the API's plain excerpt. */
export function aMemberReply(overrides: Partial<MemberReply> = {}): MemberReply {
  return {
    id: 100,
    thread_id: 7,
    thread_title: 'Welcome to the forum',
    excerpt: 'First!',
    author: anAuthor(member),
    created_at: hoursAgo(1),
    updated_at: hoursAgo(1),
    edited: false,
    post_number: 2,
    ...overrides,
  };
}

/** A search answer: one page of each list, their totals (ranked matches) 'capped' past the ranked ones. */
export function aSearchAnswer(
  threads: ForumThreadSummary[],
  posts: ForumPostSearchResult[],
  { page = 1, threadsTotal = threads.length, postsTotal = posts.length, capped = false } = {},
): ForumSearchResponse {
  const of = (total: number) => ({ ...aPagination(total, { page, limit: 20 }), capped });
  return {
    threads,
    posts,
    count: threads.length + posts.length,
    threads_pagination: of(threadsTotal),
    posts_pagination: of(postsTotal),
  };
}

export function aCategory(overrides: Partial<ForumCategoryWithThreads> = {}): ForumCategoryWithThreads {
  return {
    id: 1,
    name: 'General',
    description: 'Anything lightgun.',
    icon: '💬',
    thread_count: 1,
    latest_thread: { id: 7, title: 'Welcome to the forum', updated_at: hoursAgo(2) },
    created_at: now,
    threads: [aThreadSummary()],
    ...overrides,
  };
}
