import { z } from '@site/ui/zod';

/** A text field that must hold more than blanks, with the spec's message for it. */
export const requiredText = (message: string) => z.string().check(z.refine((text) => text.trim() !== '', message));
