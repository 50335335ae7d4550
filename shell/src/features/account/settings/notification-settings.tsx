import { apiClient, notificationsKeys } from '@site/api-client';
import type { MailDelivery, NotificationKind, NotificationSettings as MailSettings } from '@site/contracts';
import { Button, QueryView, SelectField, StatusMessage, toast } from '@site/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { SettingsSection } from './settings-section.js';

// Typed by the contract, so a new kind cannot be left without its line.
const kindLabels: Record<NotificationKind, string> = {
  reply: 'Replies in threads you watch',
  mention: 'Mentions of you',
  submission_approved: 'Your video or news approved',
  submission_denied: 'Your video or news denied',
  report_hidden: 'Your report hidden by a moderator',
  report_shown: 'Your report shown again',
  thread_pinned: 'Your thread pinned',
  thread_locked: 'Your thread locked',
  thread_moved: 'Your thread moved',
  thread_deleted: 'Your thread deleted',
  setup_report: 'New reports for your setup on a game',
};
const kinds = Object.keys(kindLabels) as NotificationKind[];

const deliveryLabels: Record<MailDelivery, string> = {
  immediately: 'Immediately',
  digest: 'Daily digest',
  never: 'Never',
};
const deliveries = Object.keys(deliveryLabels) as MailDelivery[];

const settingsQuery = {
  queryKey: notificationsKeys.settings,
  queryFn: () =>
    apiClient.get<MailSettings>('/notifications/settings', { fallbackMessage: 'Failed to load your mail settings' }),
};

const saveSettings = (settings: MailSettings) =>
  apiClient.put<MailSettings>('/notifications/settings', settings, {
    fallbackMessage: 'Failed to save your mail settings',
  });

/** /account's mail section: per kind of notification, mail at once, in the daily digest, or never. */
export function NotificationSettings() {
  const settings = useQuery(settingsQuery);
  return (
    <SettingsSection
      title="Mail notifications"
      description="What the site mails you about, and when: at once, gathered in one mail a day, or never."
    >
      <QueryView query={settings} errorMessage="Failed to load your mail settings">
        {(saved) => <MailSettingsForm saved={saved} />}
      </QueryView>
    </SettingsSection>
  );
}

function MailSettingsForm({ saved }: { saved: MailSettings }) {
  const queryClient = useQueryClient();
  const save = useMutation({ mutationFn: saveSettings });
  // No schema: each field is a select of the three deliveries, and the API checks what it is sent. (zod's record and
  // enum would join the shell's one zod chunk, which the sign-in page of a first view loads.)
  const { register, handleSubmit, reset, setError, formState } = useForm<MailSettings>({ defaultValues: saved });
  const { errors, isDirty, isSubmitting } = formState;

  const submit = async (settings: MailSettings) => {
    try {
      const answer = await save.mutateAsync(settings);
      queryClient.setQueryData(notificationsKeys.settings, answer);
      reset(answer);
      toast({ title: 'Saved', description: 'Your mail settings have been updated.', variant: 'success' });
    } catch (error) {
      setError('root.server', { message: (error as Error).message });
    }
  };

  return (
    <form onSubmit={handleSubmit(submit)} className="space-y-4" noValidate aria-label="Mail settings">
      <div className="grid gap-4 sm:grid-cols-2">
        {kinds.map((kind) => (
          <SelectField key={kind} label={kindLabels[kind]} {...register(`mail.${kind}`)}>
            {deliveries.map((delivery) => (
              <option key={delivery} value={delivery}>
                {deliveryLabels[delivery]}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      {errors.root?.server?.message && <StatusMessage kind="error">{errors.root.server.message}</StatusMessage>}
      <Button type="submit" disabled={!isDirty || isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save mail settings'}
      </Button>
    </form>
  );
}
