import { zodResolver } from '@hookform/resolvers/zod';
import { useAuth } from '@site/auth';
import { Button, PageTitle, StatusMessage, TagInput, TextAreaField, TextField, type PostSection } from '@site/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { MarkdownToolbar } from './markdown-toolbar.js';
import { useCreatePost } from './post-mutation.js';
import {
  clearDraft,
  createPageRequest,
  createPostSchema,
  loadDraft,
  saveDraft,
  type CreatePostForm,
  type CreateTab,
} from './post-draft.js';

const tabs: Array<{ id: CreateTab; label: string; works: boolean }> = [
  { id: 'text', label: 'Text', works: true },
  { id: 'images', label: 'Images & Video', works: false },
  { id: 'link', label: 'Link', works: true },
  { id: 'poll', label: 'Poll', works: false },
  { id: 'ama', label: 'AMA', works: false },
];
const redirectDelayMs = 2000;
// The browser tab's title per route, the same as the server's for /videos/create and /news/create.
const pageTitles: Record<PostSection | '', string> = { videos: 'Post a video', news: 'Post news', '': 'Create a post' };
const notLoggedIn = 'Not logged in. Please log in first.';

/** The create post page (/news/create, /videos/create): a fuller editor than the dialog, with drafts. */
export function CreatePostPage({ initialSection }: { initialSection: PostSection | '' }) {
  const { isAuthenticated, isAdmin } = useAuth();
  const navigate = useNavigate();
  const post = useCreatePost();
  const saved = useRef(loadDraft()).current;
  const form = useForm<CreatePostForm>({
    resolver: zodResolver(createPostSchema),
    defaultValues: {
      destination: saved?.destination || initialSection,
      activeTab: saved?.activeTab ?? 'text',
      title: saved?.title ?? '',
      linkUrl: saved?.linkUrl ?? '',
      bodyText: saved?.bodyText ?? '',
      tags: saved?.tags ?? [],
    },
  });
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(
    saved ? { kind: 'success', text: 'Draft restored.' } : null,
  );
  const body = useRef<HTMLTextAreaElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { destination, activeTab, title, bodyText, tags } = form.watch();
  const fail = (text: string) => setStatus({ kind: 'error', text });

  const submit = async (values: CreatePostForm) => {
    if (!isAuthenticated) return fail(notLoggedIn);
    setStatus(null);
    try {
      await post.mutateAsync(createPageRequest(values));
      clearDraft();
      setStatus({
        kind: 'success',
        text: isAdmin ? 'Post created! Redirecting to the news...' : 'Submitted! It will appear after admin approval',
      });
      timer.current = setTimeout(() => navigate('/news'), redirectDelayMs);
    } catch (error) {
      fail(`Error: ${(error as Error).message}`);
    }
  };
  // One message at a time, in the spec's order; being logged in is asked before the link.
  const refuse = (errors: FieldErrors<CreatePostForm>) => {
    const first = errors.destination ?? errors.title;
    if (first?.message) return fail(first.message);
    if (!isAuthenticated) return fail(notLoggedIn);
    form.setValue('activeTab', 'link');
    fail(errors.linkUrl?.message ?? '');
  };

  const { ref: bodyRef, ...bodyField } = form.register('bodyText');
  // From sending until the redirect; a failure gives the button back.
  const posting = post.isPending || post.isSuccess;
  return (
    <section className="mx-auto max-w-3xl">
      <PageTitle>{pageTitles[initialSection]}</PageTitle>
      <h1 className="text-2xl font-bold sm:text-3xl">Create a post</h1>
      <form onSubmit={form.handleSubmit(submit, refuse)} className="mt-6 space-y-5" noValidate>
        <fieldset>
          <legend className="mb-2 text-sm font-medium">Post to</legend>
          <div className="flex gap-4">
            {(['videos', 'news'] as const).map((section) => (
              <label key={section} className="flex items-center gap-2">
                <input type="radio" value={section} {...form.register('destination')} />
                {section === 'videos' ? 'Videos' : 'News'}
              </label>
            ))}
          </div>
        </fieldset>
        <div role="tablist" aria-label="Post type" className="flex flex-wrap gap-1 border-b border-border">
          {tabs.map((tab) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              aria-selected={activeTab === tab.id}
              disabled={!tab.works}
              title={tab.works ? undefined : 'Coming soon'}
              onClick={() => form.setValue('activeTab', tab.id)}
              className={`px-3 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-40 ${activeTab === tab.id ? 'border-b-2 border-accent' : 'text-muted'}`}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <TextField label="Title *" {...form.register('title')} />
        {activeTab === 'link' && (
          <TextField
            label={destination === 'videos' ? 'YouTube URL *' : 'Link URL'}
            type="url"
            placeholder="https://"
            {...form.register('linkUrl')}
          />
        )}
        <TagInput tags={tags} onChange={(next) => form.setValue('tags', next)} />
        {activeTab === 'text' && (
          <div>
            <div className="mb-1 flex justify-end">
              <MarkdownToolbar target={body} value={bodyText} onChange={(next) => form.setValue('bodyText', next)} />
            </div>
            <TextAreaField
              label="Body (optional, Markdown)"
              rows={10}
              {...bodyField}
              ref={(element) => {
                bodyRef(element);
                body.current = element;
              }}
            />
          </div>
        )}
        {status && <StatusMessage kind={status.kind}>{status.text}</StatusMessage>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              saveDraft(form.getValues());
              setStatus({ kind: 'success', text: 'Draft saved.' });
            }}
          >
            Save Draft
          </Button>
          <Button type="submit" disabled={posting || !title.trim() || !destination}>
            {posting ? 'Posting...' : 'Post'}
          </Button>
        </div>
      </form>
    </section>
  );
}
