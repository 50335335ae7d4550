import { setupOptionsQuery } from '@site/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CompatibilityReport, SetupOptions } from '@site/contracts';
import { Button, LoadingState, QueryView, SelectField, StatusMessage, TextAreaField, toast } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { setupParts } from '../../api/setup-options.js';
import { SetupOptionItems } from '../../components/setup-option-items.js';
import { showRefusal } from '../../utils/show-refusal.js';
import { RatingChoice } from './rating-choice.js';
import { useSaveReport } from './report-mutations.js';
import {
  draftOf,
  emptyReport,
  maxNotesLength,
  reportOn,
  reportPayload,
  reportSchema,
  type ReportDraft,
} from './report-schema.js';

const checkboxes = [
  ['recoil_works', 'Recoil works'],
  ['offscreen_reload_works', 'Offscreen reload works'],
  ['two_players_work', 'Two players work'],
] as const;
const fieldsNamedByApi = ['gun_id', 'display_id', 'play_mode_id', 'rating', 'notes'] as const;

export interface ReportFormProps {
  gameId: number;
  /** The member's reports on this game: choosing a setup they reported fills the form from it. */
  myReports: CompatibilityReport[];
  onDone(): void;
}

export function ReportForm(props: ReportFormProps) {
  const options = useQuery(setupOptionsQuery);
  return (
    <QueryView
      query={options}
      errorMessage="Failed to load the setup options"
      loading={<LoadingState label="Loading the form..." />}
    >
      {(loaded) => <ReportFields options={loaded} {...props} />}
    </QueryView>
  );
}

function ReportFields({ gameId, myReports, onDone, options }: ReportFormProps & { options: SetupOptions }) {
  const save = useSaveReport(gameId);
  const form = useForm<ReportDraft>({ resolver: zodResolver(reportSchema), defaultValues: emptyReport });
  const { errors, isSubmitting } = form.formState;
  const [gun_id, display_id, play_mode_id, notes] = useWatch({
    control: form.control,
    name: ['gun_id', 'display_id', 'play_mode_id', 'notes'],
  });
  const existing = reportOn(myReports, { gun_id, display_id, play_mode_id });

  const prefill = () => {
    const mine = reportOn(myReports, form.getValues());
    if (mine) form.reset(draftOf(mine));
  };
  const submit = (draft: ReportDraft) =>
    save.mutateAsync(reportPayload(draft)).then(
      () => {
        toast({ title: 'Report saved', variant: 'success' });
        onDone();
      },
      (error: unknown) => showRefusal(error, form.setError, fieldsNamedByApi),
    );

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="mt-3 space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        {setupParts.map((part) => (
          <SelectField
            key={part.key}
            label={part.label}
            error={errors[part.key]?.message}
            {...form.register(part.key, { onChange: prefill })}
          >
            <option value="">{part.choose}</option>
            <SetupOptionItems options={options[part.list]} />
          </SelectField>
        ))}
      </div>
      {existing && <p className="text-sm text-muted">You reported this setup before: saving updates that report.</p>}
      <RatingChoice error={errors.rating?.message} {...form.register('rating')} />
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="sr-only">What works</legend>
        {checkboxes.map(([field, label]) => (
          <label key={field} className="flex items-center gap-2">
            <input type="checkbox" className="size-4 accent-accent" {...form.register(field)} />
            {label}
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label="Notes (Markdown)"
        rows={5}
        hint={`${notes.length.toLocaleString('en-US')} / ${maxNotesLength.toLocaleString('en-US')} characters: calibration, settings, what to watch out for.`}
        error={errors.notes?.message}
        {...form.register('notes')}
      />
      {errors.root?.message && <StatusMessage kind="error">{errors.root.message}</StatusMessage>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save report'}
        </Button>
      </div>
    </form>
  );
}
