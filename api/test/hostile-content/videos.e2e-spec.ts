import type { Video } from '@site/contracts';
import type { Call, RouteDriver } from '../support/hostile-content-run.js';
import { describeHostileContent, setUp, type BootedApp } from '../support/hostile-content-suite.js';
import { memberTextFields } from './member-text-fields.js';

// The hostile corpus in every video field: a member's submission (pending: only admins see it), the admin's edits
// of a published video (read by everyone, in every list), and the reason an admin gives for a denial (read by the
// submitter under My submissions).
// Bounds (support/hostile-content-run.ts): a write within 2,000 ms, each read of what it stored (API
// and page) within 100 ms, and the health probe and event-loop delay within 100 ms meanwhile.

let t: BootedApp['t'];
let admin: string;
let member: string;
let videoCount = 0;

/** A valid video with `field` set to `value`; the body text stands in for a missing description. */
function videoBody(youtubeId: string, tracer: string, field: string, value: string | string[]) {
  const body = {
    title: `Video ${tracer}`,
    youtube_url: `https://youtu.be/${youtubeId}`,
    description: `About ${tracer}`,
    tags: ['Arcade'],
    [field]: value,
  };
  return field === 'content' ? { ...body, description: undefined } : body;
}

// A YouTube video is in the library once: each write names another.
const nextYoutubeId = () => `hostile${String((videoCount += 1)).padStart(4, '0')}`;

const pendingReads = (id: number): Call[] => [
  { url: `/api/videos/${id}`, token: admin },
  { url: '/api/videos/?page=1&limit=18', token: admin },
  { url: '/api/admin/overview', token: admin },
];

const publishedReads = (id: number, tracer: string): Call[] => [
  { url: `/api/videos/${id}` },
  { url: '/api/videos/?page=1&limit=18' },
  { url: `/api/videos/search?q=${tracer}` },
  { url: '/api/feed?page=1' },
  { url: '/api/admin/overview', token: admin },
  { url: `/video/${id}`, page: true },
];

async function publishedVideo(tracer: string) {
  const youtubeId = nextYoutubeId();
  const video = await setUp<Video>(t, {
    url: '/api/videos',
    token: admin,
    payload: videoBody(youtubeId, tracer, 'title', `Video ${tracer}`),
  });
  return { id: video.id, youtubeId };
}

const drivers: Record<string, RouteDriver> = {
  'POST /api/videos': async (field, value, tracer) => ({
    write: {
      method: 'POST',
      url: '/api/videos',
      token: member,
      payload: videoBody(nextYoutubeId(), tracer, field, value),
    },
    stored: { table: 'videos' },
    reads: (answer) => pendingReads(answer.json<Video>().id),
  }),
  'PUT /api/videos/{id}': async (field, value, tracer) => {
    const { id, youtubeId } = await publishedVideo(tracer);
    return {
      write: {
        method: 'PUT',
        url: `/api/videos/${id}`,
        token: admin,
        payload: videoBody(youtubeId, tracer, field, value),
      },
      stored: { table: 'videos', id },
      reads: () => publishedReads(id, tracer),
    };
  },
  'PATCH /api/videos/{id}/tags': async (field, value, tracer) => {
    const { id } = await publishedVideo(tracer);
    return {
      write: { method: 'PATCH', url: `/api/videos/${id}/tags`, token: admin, payload: { [field]: value } },
      stored: { table: 'videos', id },
      reads: () => publishedReads(id, tracer),
    };
  },
  'PATCH /api/videos/{id}/deny': async (field, value, tracer) => {
    const video = await setUp<Video>(t, {
      url: '/api/videos',
      token: member,
      payload: videoBody(nextYoutubeId(), tracer, 'title', `Video ${tracer}`),
    });
    return {
      write: { method: 'PATCH', url: `/api/videos/${video.id}/deny`, token: admin, payload: { [field]: value } },
      stored: { table: 'videos', id: video.id },
      reads: () => [
        { url: `/api/videos/${video.id}`, token: admin },
        { url: '/api/auth/me/submissions', token: member },
      ],
    };
  },
};

describeHostileContent('videos', memberTextFields.videos, async (booted) => {
  ({ t, admin, member } = booted);
  return drivers;
});
