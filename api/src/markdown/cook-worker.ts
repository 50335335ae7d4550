import { cookMarkdown } from './cook-markdown.js';

// A worker of MarkdownCooker's pool: a slow text blocks this thread, never the API's.
export default cookMarkdown;
