import { zodResolver } from '@hookform/resolvers/zod';
import { useLogout } from '@site/auth';
import { currentPasswordRequired } from '@site/domain';
import { Button, Dialog, setServerErrors, StatusMessage, toast } from '@site/ui';
import { z } from '@site/ui/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { deleteAccount } from './api/member-data.js';
import { CurrentPasswordField } from './current-password-field.js';

const deletionSchema = z.object({
  password: z.string().check(z.minLength(1, currentPasswordRequired)),
  delete_posts: z.boolean(),
});
type Deletion = z.infer<typeof deletionSchema>;

/** Deletes the account after the password; logs out once it is gone. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const logOut = useLogout('/');
  const { register, handleSubmit, setError, reset, formState } = useForm<Deletion>({
    resolver: zodResolver(deletionSchema),
    defaultValues: { password: '', delete_posts: false },
  });
  const { errors, isSubmitting } = formState;

  const confirm = async (deletion: Deletion) => {
    try {
      await deleteAccount(deletion);
      toast({ title: 'Your account is deleted', description: 'Goodbye, and thank you for playing.' });
      logOut();
    } catch (error) {
      if (!setServerErrors(error, setError, { password: 'password' }))
        setError('root.server', { message: (error as Error).message });
    }
  };
  const openChange = (next: boolean) => {
    if (!next) reset();
    setOpen(next);
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog
        open={open}
        onOpenChange={openChange}
        title="Delete your account?"
        description="This cannot be undone. Your email, your sessions and your settings go at once."
      >
        <form onSubmit={handleSubmit(confirm)} className="space-y-4" noValidate>
          <CurrentPasswordField error={errors.password?.message} {...register('password')} />
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1 accent-accent" {...register('delete_posts')} />
            <span>
              Also delete my threads, replies and compatibility reports. Otherwise they stay, shown as by “deleted
              member”.
            </span>
          </label>
          {errors.root?.server?.message && <StatusMessage kind="error">{errors.root.server.message}</StatusMessage>}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => openChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" busy={isSubmitting}>
              Delete my account
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
