import type { NewsArticle } from '@site/contracts';
import type { Call, RouteDriver } from '../support/hostile-content-run.js';
import { describeHostileContent, setUp, type BootedApp } from '../support/hostile-content-suite.js';
import { memberTextFields } from './member-text-fields.js';

// The hostile corpus in every news field: a member's submission (pending, read by its author and
// the admins), the admin's edit of a published article (read by everyone, in every list), and the reason an admin
// gives for a denial (read by the submitter under My submissions).
// Bounds (support/hostile-content-run.ts): a write within 2,000 ms, each read of what it stored (API
// and page) within 100 ms, and the health probe and event-loop delay within 100 ms meanwhile.

let t: BootedApp['t'];
let admin: string;
let member: string;

/** A valid article with `field` set to `value`; an excerpt is only read when the description is blank. */
function articleBody(tracer: string, field: string, value: string | string[]) {
  const body = {
    title: `News ${tracer}`,
    description: `Summary of ${tracer}`,
    content: `The story of ${tracer}.`,
    tags: ['GunCon'],
    [field]: value,
  };
  return field === 'excerpt' ? { ...body, description: '' } : body;
}

const pendingReads = (id: number, tracer: string): Call[] => [
  { url: `/api/news/${id}`, token: member },
  { url: `/api/news/${id}`, token: admin },
  { url: '/api/news', token: admin },
  { url: `/api/news?q=${tracer}`, token: admin },
  { url: '/api/admin/overview', token: admin },
];

const publishedReads = (id: number, tracer: string): Call[] => [
  { url: `/api/news/${id}` },
  { url: '/api/news' },
  { url: `/api/news?q=${tracer}` },
  { url: '/api/news/rss.xml' },
  { url: '/api/feed?page=1' },
  { url: `/news/${id}`, page: true },
];

const drivers: Record<string, RouteDriver> = {
  'POST /api/news': async (field, value, tracer) => ({
    write: { method: 'POST', url: '/api/news', token: member, payload: articleBody(tracer, field, value) },
    stored: { table: 'news' },
    reads: (answer) => pendingReads(answer.json<NewsArticle>().id, tracer),
  }),
  'PUT /api/news/{id}': async (field, value, tracer) => {
    const { id } = await setUp<NewsArticle>(t, {
      url: '/api/news',
      token: admin,
      payload: articleBody(tracer, 'title', `News ${tracer}`),
    });
    return {
      write: { method: 'PUT', url: `/api/news/${id}`, token: admin, payload: articleBody(tracer, field, value) },
      stored: { table: 'news', id },
      reads: () => publishedReads(id, tracer),
    };
  },
  'PATCH /api/news/{id}/deny': async (field, value, tracer) => {
    const { id } = await setUp<NewsArticle>(t, {
      url: '/api/news',
      token: member,
      payload: articleBody(tracer, 'title', `News ${tracer}`),
    });
    return {
      write: { method: 'PATCH', url: `/api/news/${id}/deny`, token: admin, payload: { [field]: value } },
      stored: { table: 'news', id },
      reads: () => [
        { url: `/api/news/${id}`, token: admin },
        { url: '/api/auth/me/submissions', token: member },
      ],
    };
  },
};

describeHostileContent('news', memberTextFields.news, async (booted) => {
  ({ t, admin, member } = booted);
  return drivers;
});
