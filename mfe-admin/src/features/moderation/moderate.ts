import type { PendingItem } from '@site/contracts';
import { newsApi } from '../../api/news-api.js';
import { videosApi } from '../../api/videos-api.js';

/** What approving or denying needs to know of a submission. */
export type Submission = Pick<PendingItem, 'type' | 'id' | 'title'>;

const apis = { video: videosApi, news: newsApi };

/** Approve publishes the submission; deny (reject) deletes it. */
export const moderate = (submission: Submission, decision: 'approve' | 'reject') => apis[submission.type][decision](submission.id);
