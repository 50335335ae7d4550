import { useEffect, useState, useSyncExternalStore } from 'react';
import { SoundToggle } from '../../../components/sound-toggle.js';
import { playGunSound } from '../../../lib/audio/gun-sounds.js';
import { createEffectLayer } from '../../../lib/effects/effect-layer.js';
import { createMagazine, type Magazine } from '../magazine.js';
import { isShootable } from '../shootable.js';

function reload(magazine: Magazine) {
  if (magazine.reload() === 'reloaded') playGunSound('reload');
}

/**
 * The homepage gun: left clicks on empty page space fire (8 rounds), right-click or Reload
 * refills. Listeners are passive observers: a click on a link or button is never a shot and
 * nothing here ever calls preventDefault on a click.
 */
export function ShootingRange({ shakeTargetId }: { shakeTargetId: string }) {
  const [magazine] = useState(() => createMagazine());
  const { rounds, capacity, status } = useSyncExternalStore(
    magazine.subscribe,
    magazine.getSnapshot,
    magazine.getSnapshot,
  );

  useEffect(() => {
    // The target must not contain this fixed HUD: a transformed ancestor would carry it along.
    const effects = createEffectLayer({
      parent: document.body,
      shakeTarget: () => document.getElementById(shakeTargetId),
    });
    const root = document.documentElement;
    root.classList.add('fx-range');

    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || !isShootable(event.target)) return;
      // Selecting text is not shooting.
      if (window.getSelection()?.type === 'Range') return;
      const outcome = magazine.pullTrigger();
      if (outcome === 'fired') {
        effects.shot(event.clientX, event.clientY);
        playGunSound('shot');
      } else if (outcome === 'empty') {
        effects.dryFire(event.clientX, event.clientY);
        playGunSound('empty');
      }
    };
    // Right-click reloads; on links and fields the browser's own menu stays.
    const onContextMenu = (event: MouseEvent) => {
      if (!isShootable(event.target)) return;
      event.preventDefault();
      reload(magazine);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('contextmenu', onContextMenu);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('contextmenu', onContextMenu);
      root.classList.remove('fx-range');
      effects.dispose();
    };
  }, [magazine, shakeTargetId]);

  useEffect(() => () => magazine.dispose(), [magazine]);

  const label = status === 'reloading' ? 'RELOADING' : status === 'empty' ? 'EMPTY' : `${rounds}/${capacity}`;
  return (
    <aside
      aria-label="Shooting range"
      data-no-shoot=""
      className="fixed right-3 bottom-3 z-40 flex items-center gap-2 rounded-lg border border-zinc-600 bg-black/90 p-2 shadow-lg shadow-black/50 sm:right-5 sm:bottom-5 sm:gap-3 sm:p-3"
    >
      <div className="flex flex-col gap-1 px-1">
        <p className="font-display text-[10px] text-zinc-300">
          AMMO <span className={`${status === 'ready' ? 'text-amber-300' : 'text-red-400'}`}>{label}</span>
        </p>
        <div aria-hidden="true" className="flex gap-1">
          {Array.from({ length: capacity }, (_, index) => (
            <span
              key={index}
              className={`h-4 w-1.5 rounded-t-full ${index < rounds && status !== 'reloading' ? 'bg-gradient-to-b from-amber-200 to-amber-500' : 'bg-zinc-700'}`}
            />
          ))}
        </div>
      </div>
      <button
        type="button"
        onClick={() => reload(magazine)}
        className="rounded-md border border-zinc-500 px-3 py-2 font-display text-[10px] text-white hover:border-amber-300 disabled:opacity-60"
        disabled={status === 'reloading'}
      >
        Reload
      </button>
      <SoundToggle className="px-2" />
      <p role="status" className="sr-only">
        {status === 'empty' ? 'Out of ammo. Right-click or use Reload.' : ''}
      </p>
    </aside>
  );
}
