import { ApiError } from '@site/api-client';
import { Button, PageTitle, StatusMessage, TextField, toast } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { videosApi } from '../../api/videos-api.js';
import { SelectField, TextAreaField } from '../../components/form-fields.js';
import { PageHeader } from '../../components/page-header.js';
import { videoCategories } from '../../constants/video-categories.js';
import { errorMessage } from '../../utils/error-message.js';
import { ThumbnailPreview } from './thumbnail-preview.js';
import { emptyVideoForm, fieldErrorsFrom, validateVideoForm, videoPayload, type VideoForm, type VideoFormErrors } from './video-form.js';
import { youtubeIdFrom } from './youtube-id.js';

/** /admin/videos/add: a video added by hand, published at once; then back to the dashboard. */
export function AddVideoPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState<VideoForm>(emptyVideoForm);
  const [errors, setErrors] = useState<VideoFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const videoId = youtubeIdFrom(form.youtubeUrl);

  const set = (field: keyof VideoForm) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateVideoForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await videosApi.create(videoPayload(form));
      toast({ title: 'Video added', description: `“${form.title.trim()}” is in the library.`, variant: 'success' });
      navigate('/admin/dashboard');
    } catch (error) {
      // The server's field messages go under their fields; anything else is said below the form.
      const fieldErrors = error instanceof ApiError && error.status === 422 ? fieldErrorsFrom(error.body) : {};
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else setFailure(errorMessage(error, 'Failed to save video'));
      setSubmitting(false);
    }
  };

  return (
    <section>
      <PageTitle>Add a video</PageTitle>
      <PageHeader title="Add Video" description="Add a YouTube video to the library by hand." />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form onSubmit={submit} noValidate className="space-y-5">
          <TextField label="Title *" value={form.title} onChange={set('title')} error={errors.title} />
          <TextField
            label="YouTube URL *"
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=..."
            value={form.youtubeUrl}
            onChange={set('youtubeUrl')}
            error={errors.youtubeUrl}
          />
          <SelectField label="Category *" value={form.category} onChange={set('category')} error={errors.category}>
            <option value="">Choose a category</option>
            {videoCategories.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </SelectField>
          <TextAreaField label="Description *" rows={5} value={form.description} onChange={set('description')} error={errors.description} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Duration" placeholder="10:25" value={form.duration} onChange={set('duration')} error={errors.duration} />
            <TextField label="Views" type="number" min={0} step={1} inputMode="numeric" value={form.views} onChange={set('views')} error={errors.views} />
          </div>
          {failure && <StatusMessage kind="error">{failure}</StatusMessage>}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => navigate('/admin/dashboard')}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Saving Video...' : 'Add Video'}
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
