// Its own entry, not in '@site/ui': the shared @site/ui is loaded whole by every first view, and only the forum's
// reply and thread forms (chunks of their own) write mentions. Not shared: it keeps no state of its own (the search
// cache is the page's one QueryClient).
export { MentionTextAreaField } from './mention-text-area-field.js';
export type { MentionTextAreaFieldProps } from './mention-text-area-field.js';
