import { zodResolver } from '@hookform/resolvers/zod';
import { isNetworkError, videoPostPayload } from '@site/api-client';
import { videoCategories, youtubeIdFrom } from '@site/domain';
import {
  Button,
  PageTitle,
  SelectField,
  setServerErrors,
  StatusMessage,
  TextAreaField,
  TextField,
  toast,
} from '@site/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { useAddVideo } from './add-video-mutation.js';
import { ThumbnailPreview } from './thumbnail-preview.js';
import { emptyVideoForm, formFieldOf, videoFormSchema, videoPostFieldsOf, type VideoForm } from './video-form.js';

/** /admin/videos/add: a video added by hand, published at once; then back to the dashboard. */
export function AddVideoPage() {
  const navigate = useNavigate();
  const addVideo = useAddVideo();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<VideoForm>({ resolver: zodResolver(videoFormSchema), defaultValues: emptyVideoForm });
  const { errors, isSubmitting } = form.formState;
  const videoId = youtubeIdFrom(form.watch('youtubeUrl'));

  const save = async (values: VideoForm) => {
    setFailure(null);
    try {
      await addVideo.mutateAsync(videoPostPayload(videoPostFieldsOf(values)));
      toast({ title: 'Video added', description: `“${values.title.trim()}” is in the library.`, variant: 'success' });
      navigate('/admin/dashboard');
    } catch (error) {
      // The server's field messages go under their fields; anything else is said below the form.
      if (!setServerErrors(error, form.setError, formFieldOf))
        setFailure(isNetworkError(error) ? 'Failed to save video' : (error as Error).message || 'Failed to save video');
    }
  };

  return (
    <section>
      <PageTitle>Add a video</PageTitle>
      <header className="mb-6">
        <Link to="/admin/dashboard" className="text-sm font-medium text-accent underline-offset-2 hover:underline">
          ← Back to Dashboard
        </Link>
        <h1 className="mt-2 text-2xl font-bold sm:text-3xl">Add Video</h1>
        <p className="mt-1 text-muted">Add a YouTube video to the library by hand.</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form onSubmit={form.handleSubmit(save)} noValidate className="space-y-5">
          <TextField label="Title *" error={errors.title?.message} {...form.register('title')} />
          <TextField
            label="YouTube URL *"
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=..."
            error={errors.youtubeUrl?.message}
            {...form.register('youtubeUrl')}
          />
          <SelectField label="Category *" error={errors.category?.message} {...form.register('category')}>
            <option value="">Choose a category</option>
            {videoCategories.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label="Description *"
            rows={5}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Duration"
              placeholder="10:25"
              error={errors.duration?.message}
              {...form.register('duration')}
            />
            <TextField
              label="Views"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              error={errors.views?.message}
              {...form.register('views')}
            />
          </div>
          {failure && <StatusMessage kind="error">{failure}</StatusMessage>}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => navigate('/admin/dashboard')}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving Video...' : 'Add Video'}
            </Button>
          </div>
        </form>
        <aside aria-label="Preview" className="lg:pt-6">
          <ThumbnailPreview videoId={videoId} />
        </aside>
      </div>
    </section>
  );
}
