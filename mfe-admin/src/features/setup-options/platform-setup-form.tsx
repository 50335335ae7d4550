import type { Platform, SetupOption, SetupOptions } from '@site/contracts';
import { Button, StatusMessage, toast } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../utils/error-message.js';
import { FlagCheckbox } from './flag-checkbox.js';
import { useSavePlatformSetupOptions } from './platform-setup-options.js';

interface PlatformSetupFormProps {
  platform: Platform;
  options: SetupOptions;
  /** The ids the platform holds now. */
  initial: readonly number[];
}

/** Ticks of the platform's original guns and ways of playing; Save sends the whole list. */
export function PlatformSetupForm({ platform, options, initial }: PlatformSetupFormProps) {
  const [chosen, setChosen] = useState(() => new Set(initial));
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSavePlatformSetupOptions(platform.id);
  // Modern guns are not a platform's: they pair by their flag.
  const originalGuns = options.guns.filter((gun) => !gun.modern);

  const toggle = (id: number, on: boolean) =>
    setChosen((before) => {
      const after = new Set(before);
      if (on) after.add(id);
      else after.delete(id);
      return after;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    // Only ids still offered: an option deleted or turned modern since is not sent back.
    const offered = [...originalGuns, ...options.play_modes].map(({ id }) => id);
    save.mutateAsync({ option_ids: offered.filter((id) => chosen.has(id)) }).then(
      () =>
        void toast({ title: 'Setups saved', description: `${platform.name}’s setups were saved.`, variant: 'success' }),
      (error: unknown) => setFailure(errorMessage(error, 'Failed to save the platform’s setups')),
    );
  };

  const group = (legend: string, list: SetupOption[], empty: string) => (
    <fieldset className="min-w-0 space-y-2">
      <legend className="mb-1 font-semibold">{legend}</legend>
      {list.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        list.map((option) => (
          <FlagCheckbox
            key={option.id}
            label={option.name}
            help={option.description || undefined}
            checked={chosen.has(option.id)}
            onChange={(event) => toggle(option.id, event.target.checked)}
          />
        ))
      )}
    </fieldset>
  );

  return (
    <form onSubmit={submit} aria-label={`Setups of ${platform.name}`} className="space-y-4">
      <div className="grid gap-6 rounded-lg border border-border bg-surface p-4 sm:grid-cols-2">
        {group(`Original guns of ${platform.name}`, originalGuns, 'No original guns yet: add one under Guns.')}
        {group(`Ways of playing ${platform.name} games`, options.play_modes, 'No ways of playing yet.')}
      </div>
      {failure && <StatusMessage kind="error">{failure}</StatusMessage>}
      <Button type="submit" size="sm" disabled={save.isPending}>
        Save {platform.name}’s setups
      </Button>
    </form>
  );
}
