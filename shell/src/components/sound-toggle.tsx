import { useSoundOn } from '../lib/audio/sound-preference.js';
import { SpeakerIcon } from './icons.js';

/** The sound switch (localStorage, default on): a toggle button, so its name never changes. */
export function SoundToggle({ className = '' }: { className?: string }) {
  const [on, setOn] = useSoundOn();
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => setOn(!on)}
      className={`inline-flex items-center gap-2 rounded-md border border-zinc-500 bg-black/80 px-3 py-2 font-display text-[10px] text-white hover:border-amber-300 ${className}`}
    >
      <SpeakerIcon muted={!on} className="size-4" />
      Sound
      <span aria-hidden="true" className={on ? 'text-lime-300' : 'text-zinc-300'}>
        {on ? 'ON' : 'OFF'}
      </span>
    </button>
  );
}
