import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from 'react';
import { SoundToggle } from '../../../components/sound-toggle.js';
import { playGunSound } from '../../../lib/audio/gun-sounds.js';
import { createEffectLayer, prefersReducedMotion, type EffectLayer } from '../../../lib/effects/effect-layer.js';
import { createIntroMachine, introConstants } from '../health.js';
import { shatterShards, type Point } from '../shards.js';
import { HealthBar } from './health-bar.js';
import { TitleScreenArt } from './title-screen-art.js';

const focusableSelector = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * The intro splash (spec section 2): 'Click to Fire', then the title screen with a HEALTH bar;
 * ten shots shatter it into 20 shards and the home page shows. Skip intro and Escape leave at
 * once. A modal dialog: the page behind is inert while it shows.
 */
export function IntroOverlay({ onDone }: { onDone(): void }) {
  const [machine] = useState(() => createIntroMachine());
  const { phase, health } = useSyncExternalStore(machine.subscribe, machine.getSnapshot, machine.getSnapshot);
  const [impact, setImpact] = useState<Point>({ x: 50, y: 50 });
  const [announcement, setAnnouncement] = useState('');
  const overlayRef = useRef<HTMLDivElement>(null);
  const artRef = useRef<HTMLDivElement>(null);
  const fireRef = useRef<HTMLButtonElement>(null);
  const effectsRef = useRef<EffectLayer | null>(null);

  useEffect(() => {
    const effects = createEffectLayer({ parent: overlayRef.current!, shakeTarget: () => artRef.current });
    effectsRef.current = effects;
    fireRef.current?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') machine.skip();
    };
    document.addEventListener('keydown', onKeyDown);
    // The page behind must not scroll under the splash.
    const { overflow } = document.documentElement.style;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.documentElement.style.overflow = overflow;
      effects.dispose();
      machine.dispose();
    };
  }, [machine]);

  useEffect(() => {
    if (phase === 'home') onDone();
  }, [phase, onDone]);

  const fire = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter and Space click too (detail 0): those shots land near the middle of the screen.
    const keyboard = event.detail === 0;
    const x = keyboard ? window.innerWidth * (0.3 + Math.random() * 0.4) : event.clientX;
    const y = keyboard ? window.innerHeight * (0.3 + Math.random() * 0.4) : event.clientY;
    const outcome = machine.fire();
    if (outcome === 'started') {
      playGunSound('cock');
      setAnnouncement(`Title screen. Health ${introConstants.maxHealth} percent. Fire to shatter it.`);
    } else if (outcome === 'hit') {
      effectsRef.current?.shot(x, y);
      playGunSound('shot');
      setAnnouncement(`Hit! Health ${machine.getSnapshot().health} percent.`);
    } else if (outcome === 'shattered') {
      setImpact({ x: (x / window.innerWidth) * 100, y: (y / window.innerHeight) * 100 });
      effectsRef.current?.clear();
      playGunSound('shot');
      playGunSound('shatter');
      setAnnouncement('The screen shatters.');
    }
  };

  // Focus stays inside the dialog.
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !overlayRef.current) return;
    const items = [...overlayRef.current.querySelectorAll<HTMLElement>(focusableSelector)];
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const shattered = phase === 'shattered' || phase === 'home';
  const reducedMotion = shattered && prefersReducedMotion();
  const shards = useMemo(
    () => (shattered ? shatterShards(introConstants.shardCount, impact) : []),
    [shattered, impact],
  );

  return (
    <div
      ref={overlayRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby="intro-heading"
      aria-describedby="intro-help"
      data-no-shoot=""
      data-phase={phase}
      className={`fixed inset-0 z-50 overflow-hidden text-white select-none ${shattered ? 'bg-transparent' : 'bg-black'}`}
      onKeyDown={trapFocus}
      onContextMenu={(event) => event.preventDefault()}
    >
      <h2 id="intro-heading" className="sr-only">
        Lightgun Hub intro
      </h2>
      <p id="intro-help" className="sr-only">
        Shoot the screen to enter the site: click, tap, or press Enter or Space. Press Escape or use Skip intro to go
        straight to the home page.
      </p>

      {phase === 'playing' && (
        <div ref={artRef} className="absolute inset-0">
          <TitleScreenArt />
        </div>
      )}

      {shattered && !reducedMotion && (
        <div aria-hidden="true" className="absolute inset-0" data-testid="intro-shards">
          {shards.map((shard, index) => (
            <div
              key={index}
              className="intro-shard absolute inset-0"
              style={{
                clipPath: `polygon(${shard.polygon})`,
                transformOrigin: `${shard.originX}% ${shard.originY}%`,
                ['--shard-x' as string]: `${shard.dx}vw`,
                ['--shard-y' as string]: `${shard.dy}vh`,
                ['--shard-turn' as string]: `${shard.rotate}deg`,
              }}
            >
              <TitleScreenArt />
            </div>
          ))}
          <svg className="intro-cracks absolute inset-0 size-full" viewBox="0 0 100 100" preserveAspectRatio="none">
            {shards.map((shard, index) => (
              <line
                key={index}
                x1={impact.x}
                y1={impact.y}
                x2={shard.crack.x}
                y2={shard.crack.y}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {/* Two rings of cracks around the impact: a spider web. */}
            {[0.07, 0.2].map((ring) => (
              <polygon
                key={ring}
                points={shards
                  .map(
                    (shard) =>
                      `${impact.x + (shard.crack.x - impact.x) * ring},${impact.y + (shard.crack.y - impact.y) * ring}`,
                  )
                  .join(' ')}
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>
        </div>
      )}
      {shattered && reducedMotion && (
        <div aria-hidden="true" className="intro-fade absolute inset-0" data-testid="intro-fade">
          <TitleScreenArt />
        </div>
      )}

      {!shattered && (
        <>
          <button
            ref={fireRef}
            type="button"
            onClick={fire}
            className="absolute inset-0 z-20 flex cursor-crosshair items-center justify-center bg-transparent focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-amber-300"
          >
            {phase === 'click-to-start' ? (
              <span className="intro-blink font-display text-xl text-white sm:text-3xl">Click to Fire</span>
            ) : (
              <span className="sr-only">Fire</span>
            )}
          </button>
          {phase === 'playing' && <HealthBar health={health} />}
          <div className="absolute right-4 bottom-4 z-30 flex flex-col items-end gap-2 sm:flex-row sm:items-center">
            <SoundToggle />
          </div>
          <button
            type="button"
            onClick={() => machine.skip()}
            className="absolute top-4 right-4 z-30 rounded-md border border-zinc-400 bg-black/80 px-3 py-2 font-display text-[10px] text-white hover:border-amber-300 hover:text-amber-200 sm:text-xs"
          >
            Skip intro
          </button>
          {phase === 'click-to-start' && (
            <p className="pointer-events-none absolute inset-x-0 bottom-20 z-10 px-6 text-center text-sm text-zinc-300">
              Click, tap, or press Enter to fire. Escape skips the intro.
            </p>
          )}
        </>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
