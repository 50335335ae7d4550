import { zodResolver } from '@hookform/resolvers/zod';
import type { RemotePreview, RemotePreviewInput } from '@site/contracts';
import { Button, SelectField, setServerErrors, StatusMessage, TextField } from '@site/ui';
import { z } from '@site/ui/zod';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../utils/error-message.js';
import { useCreatePreview } from './create-preview.js';

const areas = ['videos', 'news', 'games', 'forum', 'admin'] as const;

// Said before sending; the server reads the address as a browser resolves it and refuses an untrusted origin (400).
const previewSchema = z.object({
  area: z.enum(areas),
  manifest_url: z
    .string()
    .check(z.trim())
    .check(
      z.regex(
        /^(\/(?!\/)|https?:\/\/)\S+\/mf-manifest\.json$/i,
        'A path on this site or an http(s) URL ending in /mf-manifest.json',
      ),
    ),
});

/** The area and candidate build to preview; hands the signed preview to `onCreated`. */
export function PreviewForm({ onCreated }: { onCreated(preview: RemotePreview): void }) {
  const form = useForm<RemotePreviewInput>({
    resolver: zodResolver(previewSchema),
    defaultValues: { area: 'games', manifest_url: '' },
  });
  const createPreview = useCreatePreview();
  const { errors, isSubmitting } = form.formState;

  const submit = (input: RemotePreviewInput) =>
    createPreview.mutateAsync(input).then(onCreated, (error: unknown) => {
      if (!setServerErrors(error, form.setError, ['area', 'manifest_url']))
        form.setError('root', { message: errorMessage(error, 'Failed to create the preview') });
    });

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Preview a candidate build" className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <SelectField label="Area" error={errors.area?.message} {...form.register('area')}>
          {areas.map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Candidate manifest"
          placeholder="/mfe/games/releases/1.4.0-3f2a1c9/mf-manifest.json"
          hint="The candidate build's mf-manifest.json, on this site or a trusted host"
          error={errors.manifest_url?.message}
          {...form.register('manifest_url')}
        />
      </div>
      {errors.root?.message && <StatusMessage kind="error">{errors.root.message}</StatusMessage>}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Creating...' : 'Create preview'}
      </Button>
    </form>
  );
}
