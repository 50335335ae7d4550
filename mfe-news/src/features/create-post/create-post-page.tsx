import { apiClient } from '@site/api-client';
import { useAuth } from '@site/auth';
import { Button, PageTitle, StatusMessage, TagInput, TextField, type PostSection } from '@site/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MarkdownToolbar } from './markdown-toolbar.js';
import { clearDraft, createPagePayload, loadDraft, saveDraft, type CreateTab } from './post-draft.js';

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

/** The create post page (/news/create, /videos/create): a fuller editor than the dialog, with drafts. */
export function CreatePostPage({ initialSection }: { initialSection: PostSection | '' }) {
  const { isAuthenticated, isAdmin } = useAuth();
  const navigate = useNavigate();
  const saved = useRef(loadDraft()).current;
  const [destination, setDestination] = useState<PostSection | ''>(saved?.destination || initialSection);
  const [activeTab, setActiveTab] = useState<CreateTab>(saved?.activeTab ?? 'text');
  const [title, setTitle] = useState(saved?.title ?? '');
  const [linkUrl, setLinkUrl] = useState(saved?.linkUrl ?? '');
  const [bodyText, setBodyText] = useState(saved?.bodyText ?? '');
  const [tags, setTags] = useState<string[]>(saved?.tags ?? []);
  const [posting, setPosting] = useState(false);
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(saved ? { kind: 'success', text: 'Draft restored.' } : null);
  const body = useRef<HTMLTextAreaElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const draft = { title, linkUrl, bodyText, tags, destination, activeTab };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!destination) return setStatus({ kind: 'error', text: 'Please select where to post (Videos or News)' });
    if (!title.trim()) return setStatus({ kind: 'error', text: 'Please enter a title' });
    if (!isAuthenticated) return setStatus({ kind: 'error', text: 'Not logged in. Please log in first.' });
    if (destination === 'videos' && !linkUrl.trim()) {
      setActiveTab('link');
      return setStatus({ kind: 'error', text: 'Please enter a YouTube URL' });
    }
    setPosting(true);
    setStatus(null);
    try {
      await apiClient.post(`/${destination}`, createPagePayload(draft), { fallbackMessage: 'Failed to create post' });
      clearDraft();
      setStatus({ kind: 'success', text: isAdmin ? 'Post created! Redirecting to the news...' : 'Submitted! It will appear after admin approval' });
      timer.current = setTimeout(() => navigate('/news'), redirectDelayMs);
    } catch (error) {
      setStatus({ kind: 'error', text: `Error: ${(error as Error).message}` });
      setPosting(false);
    }
  };

  return (
    <section className="mx-auto max-w-3xl">
      <PageTitle>{pageTitles[initialSection]}</PageTitle>
      <h1 className="text-2xl font-bold sm:text-3xl">Create a post</h1>
      <form onSubmit={submit} className="mt-6 space-y-5" noValidate>
        <fieldset>
          <legend className="mb-2 text-sm font-medium">Post to</legend>
          <div className="flex gap-4">
            {(['videos', 'news'] as const).map((section) => (
              <label key={section} className="flex items-center gap-2">
                <input type="radio" name="destination" value={section} checked={destination === section} onChange={() => setDestination(section)} />
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
              onClick={() => setActiveTab(tab.id)}
              className={`px-3 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-40 ${activeTab === tab.id ? 'border-b-2 border-accent' : 'text-muted'}`}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <TextField label="Title *" value={title} onChange={(e) => setTitle(e.target.value)} />
        {activeTab === 'link' && (
          <TextField
            label={destination === 'videos' ? 'YouTube URL *' : 'Link URL'}
            type="url"
            value={linkUrl}
            onChange={(e) => setLinkUrl(e.target.value)}
            placeholder="https://"
          />
        )}
        <TagInput tags={tags} onChange={setTags} />
        {activeTab === 'text' && (
          <div>
            <div className="mb-1 flex items-center justify-between">
              <label htmlFor="create-body" className="text-sm font-medium">
                Body (optional, Markdown)
              </label>
              <MarkdownToolbar target={body} value={bodyText} onChange={setBodyText} />
            </div>
            <textarea
              id="create-body"
              ref={body}
              rows={10}
              value={bodyText}
              onChange={(e) => setBodyText(e.target.value)}
              className="w-full rounded-md border border-border bg-bg px-3 py-2"
            />
          </div>
        )}
        {status && <StatusMessage kind={status.kind}>{status.text}</StatusMessage>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              saveDraft(draft);
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
