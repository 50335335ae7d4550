import { ApiError } from '@site/api-client';
import { authStorage } from '@site/auth';
import { Button, PageTitle, TextField, toast } from '@site/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { newsApi } from '../../api/news-api.js';
import { newsCategories } from '../news-list/news-categories.js';

const loginAgain = '/login?returnTo=/admin/news/add';
const authRedirectDelayMs = 2000;

/** The admin's article form (/admin/news/add), with the spec's defaults, states and toasts. */
export function AddNewsPage() {
  const navigate = useNavigate();
  const ids = { excerpt: useId(), category: useId(), content: useId(), publish: useId() };
  const [form, setForm] = useState({ title: '', excerpt: '', image: '', category: '', readTime: '', content: '' });
  const [publish, setPublish] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.title.trim() || !form.excerpt.trim() || !form.content.trim()) {
      return toast({ title: 'Validation Error', description: 'Title, excerpt, and content are required', variant: 'destructive' });
    }
    if (!authStorage.token()) {
      toast({ title: 'Authentication Error', description: 'You must be logged in as admin to create news articles', variant: 'destructive' });
      return navigate(loginAgain);
    }
    setSubmitting(true);
    try {
      await newsApi.create({
        title: form.title.trim(),
        description: form.excerpt.trim(),
        content: form.content,
        category: form.category || 'General',
        image: form.image.trim(),
        readTime: form.readTime.trim() || '5 min',
        published: publish,
      });
      toast({ title: 'Success', description: 'News article created successfully!', variant: 'success' });
      navigate('/news');
    } catch (error) {
      const status = error instanceof ApiError ? error.status : -1;
      if (status === 401 || status === 403) {
        toast({ title: 'Authentication Error', description: 'Authentication error: You must be logged in as admin', variant: 'destructive' });
        timer.current = setTimeout(() => navigate(loginAgain), authRedirectDelayMs);
      } else {
        const description =
          status === 0
            ? "Network error: Unable to connect to server. Please check if you're logged in."
            : (error as Error).message || 'Failed to create news article';
        toast({ title: 'Error', description, variant: 'destructive' });
      }
      setSubmitting(false);
    }
  };

  const field = 'w-full rounded-md border border-border bg-bg px-3 py-2';
  return (
    <section className="mx-auto max-w-3xl">
      <PageTitle>Add news</PageTitle>
      <h1 className="text-2xl font-bold sm:text-3xl">Add News Article</h1>
      <form onSubmit={submit} className="mt-6 space-y-5" noValidate>
        <TextField label="Title" value={form.title} onChange={set('title')} />
        <div>
          <label htmlFor={ids.excerpt} className="mb-1 block text-sm font-medium">
            Excerpt
          </label>
          <textarea id={ids.excerpt} rows={3} value={form.excerpt} onChange={set('excerpt')} className={field} />
        </div>
        <TextField label="Featured image URL" type="url" value={form.image} onChange={set('image')} placeholder="https://" />
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.category} className="mb-1 block text-sm font-medium">
              Category
            </label>
            <select id={ids.category} value={form.category} onChange={set('category')} className={field}>
              <option value="">General</option>
              {newsCategories.map((category) => (
                <option key={category.value} value={category.value}>
                  {category.label}
                </option>
              ))}
            </select>
          </div>
          <TextField label="Read time" value={form.readTime} onChange={set('readTime')} placeholder="5 min" />
        </div>
        <div className="flex items-center gap-3">
          <button
            id={ids.publish}
            type="button"
            role="switch"
            aria-checked={publish}
            onClick={() => setPublish((value) => !value)}
            className={`relative h-6 w-11 rounded-full transition-colors ${publish ? 'bg-accent-strong' : 'bg-surface-raised'}`}
          >
            <span className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white transition-transform ${publish ? 'translate-x-5' : ''}`} />
          </button>
          <label htmlFor={ids.publish} className="text-sm font-medium">
            Publish immediately
          </label>
        </div>
        <div>
          <label htmlFor={ids.content} className="mb-1 block text-sm font-medium">
            Content
          </label>
          <textarea id={ids.content} rows={20} value={form.content} onChange={set('content')} className={field} />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => navigate('/admin/dashboard')}>
            Cancel
          </Button>
          <Button type="submit" disabled={submitting}>
            {submitting ? 'Creating Article...' : 'Create Article'}
          </Button>
        </div>
      </form>
    </section>
  );
}
