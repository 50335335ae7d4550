import { setupOptionsQuery } from '@site/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CompatibilityReport, PlatformSetupOptions, SetupOptions, SetupPreference } from '@site/contracts';
import { maxVersionLength, reportFeatures, reportVersionFields } from '@site/domain';
import { Button, formatDate, LoadingState, QueryView, StatusMessage, TextField, toast } from '@site/ui';
import { MentionTextAreaField } from '@site/ui/mention';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { platformSetupOptionsQuery } from '../../api/setup-options.js';
import { showRefusal } from '../../utils/show-refusal.js';
import { FeatureChoice } from './feature-choice.js';
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
import { SetupChoice } from './setup-choice.js';

const fieldsNamedByApi = [
  'gun_id',
  'display_id',
  'play_mode_id',
  'rating',
  ...reportFeatures.map(({ key }) => key),
  ...reportVersionFields.map(({ key }) => key),
  'notes',
] as const;

export interface ReportFormProps {
  gameId: number;
  /** The game's platform: the form offers only the setups possible for it. */
  platform: { id: number; name: string };
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
  const platformOptions = useQuery(platformSetupOptionsQuery(props.platform.id));
  const loading = <LoadingState label="Loading the form..." />;
  return (
    <QueryView query={options} errorMessage="Failed to load the setup options" loading={loading}>
      {(loaded) => (
        <QueryView query={platformOptions} errorMessage="Failed to load the setup options" loading={loading}>
          {(allowed) => <ReportFields options={loaded} allowed={allowed} {...props} />}
        </QueryView>
      )}
    </QueryView>
  );
}

function ReportFields({
  gameId,
  platform,
  myReports,
  report,
  mySetup,
  onDone,
  options,
  allowed,
}: ReportFormProps & { options: SetupOptions; allowed: PlatformSetupOptions }) {
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
  const setup = { gun_id, display_id, play_mode_id };

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
      // A setup the platform cannot play comes back as a 400 whose detail names the mismatch: shown as it is.
      (error: unknown) => showRefusal(error, form.setError, fieldsNamedByApi),
    );
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="mt-3 space-y-5">
      <SetupChoice
        platform={{ name: platform.name, option_ids: allowed.option_ids }}
        options={options}
        draft={setup}
        register={form.register}
        errors={errors}
        onChange={prefill}
      />
      {editing && (
        <p className="text-sm text-muted" role="status">
          {sameSetup(editing, setup)
            ? `You reported this setup on ${formatDate(editing.created_at)}: editing it.`
            : `Saving moves your report of ${formatDate(editing.created_at)} to this setup.`}
        </p>
      )}
      <RatingChoice error={errors.rating?.message} {...form.register('rating')} />
      <fieldset className="space-y-4">
        <legend className="mb-1 text-sm font-semibold">What you tested</legend>
        {reportFeatures.map(({ key, label, help }) => (
          <FeatureChoice key={key} label={label} help={help} {...form.register(key)} />
        ))}
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">Versions (optional)</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {reportVersionFields.map(({ key, label, example }) => (
            <TextField
              key={key}
              label={label}
              placeholder={`e.g. ${example}`}
              maxLength={maxVersionLength}
              error={errors[key]?.message}
              {...form.register(key)}
            />
          ))}
        </div>
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
