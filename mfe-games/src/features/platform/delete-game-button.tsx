import { isNetworkError } from '@site/api-client';
import type { Game } from '@site/contracts';
import { Button, toast } from '@site/ui';
import { useState } from 'react';
import { useDeleteGame } from '../../api/delete-game.js';

/** A card's Delete, confirmed in place (✓ / ✗). */
export function DeleteGameButton({ game }: { game: Game }) {
  const [asking, setAsking] = useState(false);
  const deletion = useDeleteGame();
  if (!asking) {
    return (
      <Button size="sm" variant="danger" aria-label={`Delete ${game.title}`} onClick={() => setAsking(true)}>
        Delete
      </Button>
    );
  }
  const remove = () =>
    deletion.mutate(game.id, {
      onSuccess: () => toast({ title: 'Game deleted successfully' }),
      onError: (error) => {
        toast({
          title: 'Error',
          description: isNetworkError(error) ? 'Error deleting game' : error.message || 'Failed to delete game',
          variant: 'destructive',
        });
        setAsking(false);
      },
    });
  return (
    <span className="inline-flex gap-1" role="group" aria-label={`Confirm deleting ${game.title}`}>
      <Button
        size="sm"
        variant="danger"
        aria-label="Yes, delete"
        onClick={remove}
        disabled={deletion.isPending}
        autoFocus
      >
        ✓
      </Button>
      <Button size="sm" variant="secondary" aria-label="No, keep it" onClick={() => setAsking(false)}>
        ✗
      </Button>
    </span>
  );
}
