export { renderStandalone } from './render-standalone.js';
export type { StandaloneArea } from './render-standalone.js';
