import { z } from '@site/ui/zod';
import { requiredText } from '../../utils/required-text.js';

/** A reply, new or edited: Markdown that must say something. */
export const replySchema = z.object({ content: requiredText('Please enter some content') });
export type ReplyDraft = z.infer<typeof replySchema>;
