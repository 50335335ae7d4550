import { z } from '../form/zod.js';
import type { PostSection } from './post-payload.js';

const postForm = z.object({
  title: z.string(),
  linkUrl: z.string(),
  imageUrl: z.string(),
  bodyText: z.string(),
  tags: z.array(z.string()),
});

/** The dialog's checks in the spec's order, one message at a time: a title, then a video's YouTube link. */
const schemaFor = (section: PostSection) =>
  postForm.check(
    z.superRefine((form, context) => {
      if (!form.title.trim()) context.addIssue({ code: 'custom', path: ['title'], message: 'Please enter a title' });
      else if (section === 'videos' && !form.linkUrl.trim())
        context.addIssue({ code: 'custom', path: ['linkUrl'], message: 'Please enter a YouTube URL' });
    }),
  );

export const postFormSchemas = { videos: schemaFor('videos'), news: schemaFor('news') };
