// The videos module's public surface: what other modules may import (api/README.md, Module layering).
export { VideosModule } from './videos.module.js';
export { VideosService } from './videos.service.js';
export { VideoEntity } from './entities/video.entity.js';
export type { PlaylistVideo } from './playlist-videos.js';
export { VideoResponse, YoutubeSyncResultResponse } from './dto/video.response.js';
export { SubmissionDenialInput } from './dto/submission-denial.input.js';
export { reviewSubmission, type Review, type Reviewable } from './review-submission.js';
