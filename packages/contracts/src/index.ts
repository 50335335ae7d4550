export type * from './errors.js';
export type * from './health.js';
export type * from './users.js';
