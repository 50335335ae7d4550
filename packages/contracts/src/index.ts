export type * from './errors.js';
export type * from './health.js';
export type * from './pagination.js';
export type * from './users.js';
export type * from './videos.js';
export type * from './news.js';
export type * from './lightgun.js';
export type * from './forum.js';
