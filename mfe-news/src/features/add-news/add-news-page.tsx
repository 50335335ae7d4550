import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, isNetworkError } from '@site/api-client';
import { authStorage } from '@site/auth';
import { newsCategories } from '@site/domain';
import { Button, PageTitle, SelectField, setServerErrors, TextAreaField, TextField, toast } from '@site/ui';
import { z } from '@site/ui/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useSaveNews } from '../../api/save-news.js';

const loginAgain = '/login?returnTo=/admin/news/add';
const authRedirectDelayMs = 2000;
const filled = z.string().check(z.refine((text) => text.trim() !== '', 'Required'));

const articleSchema = z.object({
  title: filled,
  excerpt: filled,
  image: z.string(),
  category: z.string(),
  readTime: z.string(),
  content: filled,
  publish: z.boolean(),
});
type ArticleForm = z.infer<typeof articleSchema>;

/** The API's field names for the form's (a 422 names `description` for the excerpt). */
const formFieldOf = {
  title: 'title',
  description: 'excerpt',
  image: 'image',
  category: 'category',
  readTime: 'readTime',
  content: 'content',
} as const;

/** The admin's article form (/admin/news/add), with the spec's defaults, states and toasts. */
export function AddNewsPage() {
  const navigate = useNavigate();
  const publishId = useId();
  const save = useSaveNews();
  const form = useForm<ArticleForm>({
    resolver: zodResolver(articleSchema),
    defaultValues: { title: '', excerpt: '', image: '', category: '', readTime: '', content: '', publish: true },
  });
  const publish = form.watch('publish');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const create = (values: ArticleForm) => {
    if (!authStorage.token()) {
      toast({
        title: 'Authentication Error',
        description: 'You must be logged in as admin to create news articles',
        variant: 'destructive',
      });
      return navigate(loginAgain);
    }
    const payload = {
      title: values.title.trim(),
      description: values.excerpt.trim(),
      content: values.content,
      category: values.category || 'General',
      image: values.image.trim(),
      readTime: values.readTime.trim() || '5 min',
      published: values.publish,
    };
    return save.mutateAsync({ id: null, payload }).then(
      () => {
        toast({ title: 'Success', description: 'News article created successfully!', variant: 'success' });
        navigate('/news');
      },
      (error: Error) => {
        const status = error instanceof ApiError ? error.status : -1;
        if (status === 401 || status === 403) {
          toast({
            title: 'Authentication Error',
            description: 'Authentication error: You must be logged in as admin',
            variant: 'destructive',
          });
          timer.current = setTimeout(() => navigate(loginAgain), authRedirectDelayMs);
          return;
        }
        setServerErrors(error, form.setError, formFieldOf);
        const description = isNetworkError(error)
          ? "Network error: Unable to connect to server. Please check if you're logged in."
          : error.message || 'Failed to create news article';
        toast({ title: 'Error', description, variant: 'destructive' });
      },
    );
  };
  const refuse = () =>
    toast({
      title: 'Validation Error',
      description: 'Title, excerpt, and content are required',
      variant: 'destructive',
    });

  const { errors, isSubmitting } = form.formState;
  return (
    <section className="mx-auto max-w-3xl">
      <PageTitle>Add news</PageTitle>
      <h1 className="text-2xl font-bold sm:text-3xl">Add News Article</h1>
      <form onSubmit={form.handleSubmit(create, refuse)} className="mt-6 space-y-5" noValidate>
        <TextField label="Title" error={errors.title?.message} {...form.register('title')} />
        <TextAreaField label="Excerpt" rows={3} error={errors.excerpt?.message} {...form.register('excerpt')} />
        <TextField
          label="Featured image URL"
          type="url"
          placeholder="https://"
          error={errors.image?.message}
          {...form.register('image')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label="Category" error={errors.category?.message} {...form.register('category')}>
            <option value="">General</option>
            {newsCategories.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Read time"
            placeholder="5 min"
            error={errors.readTime?.message}
            {...form.register('readTime')}
          />
        </div>
        <div className="flex items-center gap-3">
          <button
            id={publishId}
            type="button"
            role="switch"
            aria-checked={publish}
            onClick={() => form.setValue('publish', !publish)}
            className={`relative h-6 w-11 rounded-full transition-colors ${publish ? 'bg-accent-strong' : 'bg-surface-raised'}`}
          >
            <span
              className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white transition-transform ${publish ? 'translate-x-5' : ''}`}
            />
          </button>
          <label htmlFor={publishId} className="text-sm font-medium">
            Publish immediately
          </label>
        </div>
        <TextAreaField label="Content" rows={20} error={errors.content?.message} {...form.register('content')} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => navigate('/admin/dashboard')}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Creating Article...' : 'Create Article'}
          </Button>
        </div>
      </form>
    </section>
  );
}
