import { zodResolver } from '@hookform/resolvers/zod';
import { Button, StatusMessage, TextField, toast } from '@site/ui';
import { z } from '@site/ui/zod';
import { useForm } from 'react-hook-form';
import { showRefusal } from '../../utils/show-refusal.js';
import { useHideReport } from './report-mutations.js';

const hideSchema = z.object({
  reason: z.string().check(z.refine((text) => text.trim() !== '', 'Please give a reason')),
});
type HideDraft = z.infer<typeof hideSchema>;

/** The reason for hiding a report; Hide sends it, and the report shows marked hidden. */
export function HideReportForm({ reportId, onDone }: { reportId: number; onDone(): void }) {
  const hide = useHideReport();
  const form = useForm<HideDraft>({ resolver: zodResolver(hideSchema), defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = ({ reason }: HideDraft) =>
    hide.mutateAsync({ id: reportId, reason: reason.trim() }).then(
      () => {
        toast({ title: 'Report hidden', variant: 'success' });
        onDone();
      },
      (error: unknown) => showRefusal(error, form.setError, ['reason']),
    );

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4">
      <TextField label="Reason" maxLength={500} error={errors.reason?.message} autoFocus {...form.register('reason')} />
      {errors.root?.message && <StatusMessage kind="error">{errors.root.message}</StatusMessage>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={isSubmitting}>
          Hide
        </Button>
      </div>
    </form>
  );
}
