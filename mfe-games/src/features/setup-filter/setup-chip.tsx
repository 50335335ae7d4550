import { Button, toast } from '@site/ui';
import { useSetupChoice } from '../../hooks/use-setup-in-address.js';

/**
 * "Your setup: Sinden Lightgun · Flat TV ×" above every page of the area while a setup is chosen (the address's, else
 * the remembered one), so a ranked list never hides that a setup is on; × clears it everywhere at once.
 */
export function SetupChip() {
  const { chosen, clear } = useSetupChoice();
  const names = chosen ? [chosen.gun, chosen.display, chosen.play].flatMap((option) => option?.name ?? []) : [];
  if (names.length === 0) return null;
  const label = `Your setup: ${names.join(' · ')}`;
  return (
    <p className="mb-4 inline-flex max-w-full items-center gap-2 rounded-full border border-accent bg-surface py-1 pl-3 pr-1 text-sm">
      <span className="[overflow-wrap:anywhere]">{label}</span>
      <Button
        size="sm"
        variant="ghost"
        aria-label="Clear your setup"
        onClick={() => {
          clear();
          // The chip goes with its button: say what happened.
          toast({ title: 'Setup cleared: lists are no longer ranked by it' });
        }}
      >
        ×
      </Button>
    </p>
  );
}
