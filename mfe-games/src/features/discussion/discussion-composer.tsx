import { zodResolver } from '@hookform/resolvers/zod';
import type { Game } from '@site/contracts';
import { Button, setServerErrors, StatusMessage, TextField, toast } from '@site/ui';
import { MentionTextAreaField } from '@site/ui/mention';
import { z } from '@site/ui/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { DiscussedGameCard } from './discussed-game-card.js';
import { useDiscuss } from './discussion-queries.js';

/** The API's bounds (GameDiscussionInput): a thread's title and a post's content. */
const maxTitleLength = 300;
const maxContentLength = 50_000;

const draftSchema = z.object({
  title: z.string().check(z.maxLength(maxTitleLength, `At most ${maxTitleLength} characters`)),
  content: z.string().check(
    z.refine((text) => text.trim() !== '', 'Please write your first post'),
    z.maxLength(maxContentLength, `At most ${maxContentLength} characters`),
  ),
});
type Draft = z.infer<typeof draftSchema>;

/**
 * The member's own first post of the game's thread: the title comes prefilled with the game's, the post is theirs
 * alone. If someone opened the thread meanwhile, the text becomes a reply there and they are told so.
 */
export function DiscussionComposer({ game, onCancel }: { game: Game; onCancel(): void }) {
  const navigate = useNavigate();
  const discuss = useDiscuss(game.id);
  const form = useForm<Draft>({
    resolver: zodResolver(draftSchema),
    defaultValues: { title: game.title, content: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = ({ title, content }: Draft) =>
    discuss.mutateAsync({ title: title.trim() || undefined, content }).then(
      ({ thread_id, created }) => {
        if (!created) toast({ title: 'Someone opened this discussion first: your post is a reply there' });
        return navigate(`/forum/thread/${thread_id}`);
      },
      (error: unknown) => {
        if (!setServerErrors(error, form.setError, ['title', 'content']))
          form.setError('root', { message: (error as Error).message });
      },
    );

  return (
    <form
      onSubmit={form.handleSubmit(submit)}
      noValidate
      aria-label="Start the discussion"
      className="mt-4 space-y-4 rounded-lg border border-border bg-surface p-4 sm:p-5"
    >
      <DiscussedGameCard game={game} />
      <TextField
        label="Title"
        maxLength={maxTitleLength}
        hint="Leave it as the game's title, or write your own."
        error={errors.title?.message}
        {...form.register('title')}
      />
      <MentionTextAreaField
        label="Your first post (Markdown)"
        rows={6}
        autoFocus
        error={errors.content?.message}
        {...form.register('content')}
      />
      {errors.root?.message && <StatusMessage kind="error">{errors.root.message}</StatusMessage>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Posting...' : 'Post and open the thread'}
        </Button>
      </div>
    </form>
  );
}
