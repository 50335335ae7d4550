import { zodResolver } from '@hookform/resolvers/zod';
import { maxDenialReasonLength } from '@site/domain';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../button/button.js';
import { Dialog } from '../dialog/dialog.js';
import { TextAreaField } from '../form/text-area-field.js';
import { z } from '../form/zod.js';

// Its own entry, '@site/ui/deny-dialog', not in '@site/ui': every first view loads the shared @site/ui whole, and
// only an admin's Deny needs this form (each area imports it lazily).
const denialSchema = z.object({
  reason: z.string().check(z.trim(), z.maxLength(maxDenialReasonLength, `At most ${maxDenialReasonLength} characters`)),
});
type Denial = z.infer<typeof denialSchema>;

interface DenyDialogProps {
  title: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeny(reason: string): Promise<void>;
}

/** Asks for an optional reason before denying: the submitter keeps the item, sees it as denied and is told why. */
export function DenyDialog({ title, open, onOpenChange, onDeny }: DenyDialogProps) {
  const { register, handleSubmit, control, formState } = useForm<Denial>({
    resolver: zodResolver(denialSchema),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Deny “${title}”?`}
      description="The submitter keeps it under My submissions, marked denied, and is notified with your reason."
    >
      <form onSubmit={handleSubmit(({ reason: given }) => onDeny(given))} className="space-y-4" noValidate>
        <TextAreaField
          label="Reason (optional)"
          rows={4}
          maxLength={maxDenialReasonLength}
          hint={`${reason.length} / ${maxDenialReasonLength} characters`}
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" busy={formState.isSubmitting}>
            Confirm Deny
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
