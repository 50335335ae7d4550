import type { MySubmission } from '@site/contracts';
import type { VideoEntity } from './entities/video.entity.js';

/** A video as its submitter's list shows it: published reads 'approved', with its page. */
export function videoSubmission(video: VideoEntity): MySubmission {
  const approved = video.status === 'published';
  return {
    type: 'video',
    id: video.id,
    title: video.title,
    status: approved ? 'approved' : video.status === 'denied' ? 'denied' : 'pending',
    denial_reason: video.denialReason,
    url: approved ? `/video/${video.id}` : null,
    created_at: video.createdAt.toISOString(),
    updated_at: video.updatedAt.toISOString(),
  };
}
