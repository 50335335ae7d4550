import { z } from '@site/ui/zod';
import { requiredText } from './required-text.js';

/** A thread's title as the API takes it (ThreadInput): at most this many characters. */
export const maxTitleLength = 300;

/** A thread's title and opening post, new or edited: the same rules either way. */
export const threadDraftSchema = z.object({
  title: requiredText('Please enter a title'),
  content: requiredText('Please enter some content'),
});
export type ThreadDraft = z.infer<typeof threadDraftSchema>;
