import { setupOptionsQuery } from '@site/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CompatibilityReport, SetupOptions, SetupPreference } from '@site/contracts';
import { Button, formatDate, LoadingState, QueryView, SelectField, StatusMessage, toast } from '@site/ui';
import { MentionTextAreaField } from '@site/ui/mention';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { setupParts } from '../../api/setup-options.js';
import { SetupOptionItems } from '../../components/setup-option-items.js';
import { showRefusal } from '../../utils/show-refusal.js';
import { RatingChoice } from './rating-choice.js';
import { useEditReport, useFileReport } from './report-mutations.js';
import {
  draftOf,
  emptyReport,
  maxNotesLength,
  reportOn,
  reportPayload,
  reportSchema,
  sameSetup,
  setupDraft,
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
  /** The member's reports on this game: choosing a setup they reported fills the form from it, and saving edits it. */
  myReports: CompatibilityReport[];
  /** The report 'Edit' opened: saving edits it, and a setup they have not reported moves it there. */
  report?: CompatibilityReport;
  /** A new report starts on the member's own setup ("my setup"), when they chose every part of it. */
  mySetup?: SetupPreference;
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

function ReportFields({
  gameId,
  myReports,
  report,
  mySetup,
  onDone,
  options,
}: ReportFormProps & { options: SetupOptions }) {
  const fileReport = useFileReport(gameId);
  const editReport = useEditReport();
  const startSetup = mySetup && setupDraft(mySetup);
  const [editing, setEditing] = useState(() => report ?? (startSetup && reportOn(myReports, startSetup)));
  const form = useForm<ReportDraft>({
    resolver: zodResolver(reportSchema),
    defaultValues: editing ? draftOf(editing) : { ...emptyReport, ...startSetup },
  });
  const { errors, isSubmitting } = form.formState;
  const [gun_id, display_id, play_mode_id, notes] = useWatch({
    control: form.control,
    name: ['gun_id', 'display_id', 'play_mode_id', 'notes'],
  });

  // A setup the member reported fills the form from that report; another moves the report 'Edit' opened, if any.
  const prefill = () => {
    const mine = reportOn(myReports, form.getValues());
    if (mine) form.reset(draftOf(mine));
    setEditing(mine ?? report);
  };
  const submit = (draft: ReportDraft) => {
    const input = reportPayload(draft);
    const saving = editing ? editReport.mutateAsync({ id: editing.id, changes: input }) : fileReport.mutateAsync(input);
    return saving.then(
      () => {
        toast({ title: editing ? 'Report updated' : 'Report filed', variant: 'success' });
        onDone();
      },
      (error: unknown) => showRefusal(error, form.setError, fieldsNamedByApi),
    );
  };

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
      {editing && (
        <p className="text-sm text-muted" role="status">
          {sameSetup(editing, { gun_id, display_id, play_mode_id })
            ? `You reported this setup on ${formatDate(editing.created_at)}: editing it.`
            : `Saving moves your report of ${formatDate(editing.created_at)} to this setup.`}
        </p>
      )}
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
      <MentionTextAreaField
        label="Notes (Markdown)"
        rows={5}
        hint={`${notes.length.toLocaleString('en-US')} / ${maxNotesLength.toLocaleString('en-US')} characters: calibration, settings, what to watch out for; @name tells a member.`}
        error={errors.notes?.message}
        {...form.register('notes')}
      />
      {errors.root?.message && <StatusMessage kind="error">{errors.root.message}</StatusMessage>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : editing ? 'Save changes' : 'File report'}
        </Button>
      </div>
    </form>
  );
}
