import { zodResolver } from '@hookform/resolvers/zod';
import type { Video } from '@site/contracts';
import {
  Button,
  Dialog,
  LoadingState,
  setServerErrors,
  StatusMessage,
  TextField,
  toast,
  useSettledValue,
} from '@site/ui';
import { z } from '@site/ui/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { gamePickerQuery, linkedGameQuery, useSetVideoGame } from './video-game.js';

// `game`: the chosen game's id as the radio sends it, '' for none.
const pickSchema = z.object({ search: z.string(), game: z.string() });
type GamePick = z.infer<typeof pickSchema>;

/** The admin's game picker of a video: search the catalogue, choose one game or none, save. */
export function VideoGameDialog({ video, onClose }: { video: Video; onClose(): void }) {
  const form = useForm<GamePick>({
    resolver: zodResolver(pickSchema),
    defaultValues: { search: '', game: video.game_id === null ? '' : String(video.game_id) },
  });
  const search = useSettledValue(form.watch('search'));
  const found = useQuery(gamePickerQuery(search));
  const linked = useQuery({ ...linkedGameQuery(video.game_id ?? 0), enabled: video.game_id !== null });
  const save = useSetVideoGame(video);
  const { errors, isSubmitting } = form.formState;

  const submit = ({ game }: GamePick) =>
    save.mutateAsync(game === '' ? null : Number(game)).then(
      () => {
        toast({ title: game === '' ? 'The video shows no game now' : 'Game linked' });
        onClose();
      },
      (error: unknown) => {
        if (!setServerErrors(error, form.setError, { game_id: 'game' }))
          form.setError('root', { message: (error as Error).message });
      },
    );

  const radio = form.register('game');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="The game in this video" description={video.title}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4">
        <TextField label="Search the catalogue" type="search" autoComplete="off" {...form.register('search')} />
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium">Game</legend>
          <label className="flex items-center gap-2">
            <input type="radio" value="" {...radio} />
            No game
          </label>
          {video.game_id !== null && linked.data && (
            <label className="flex items-center gap-2">
              <input type="radio" value={String(video.game_id)} {...radio} />
              {`${linked.data.title} (${linked.data.platform}), linked now`}
            </label>
          )}
          {found.isFetching && <LoadingState label="Searching the catalogue..." />}
          {found.isError && <StatusMessage kind="error">{`Failed to search: ${found.error.message}`}</StatusMessage>}
          {found.data?.games
            .filter((game) => game.id !== video.game_id)
            .map((game) => (
              <label key={game.id} className="flex items-center gap-2">
                <input type="radio" value={String(game.id)} {...radio} />
                {`${game.title} (${game.platform})`}
              </label>
            ))}
          {search.trim() !== '' && found.data?.games.length === 0 && (
            <p className="text-sm text-muted">No game matches.</p>
          )}
          {errors.game?.message && <StatusMessage kind="error">{errors.game.message}</StatusMessage>}
        </fieldset>
        {errors.root?.message && <StatusMessage kind="error">{errors.root.message}</StatusMessage>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
