import { introConstants } from '../health.js';

const barColour = (health: number) => (health > 50 ? 'bg-lime-400' : health > 20 ? 'bg-amber-400' : 'bg-red-500');

/** The title screen's HEALTH bar: a progressbar, drawn by scaling (no layout per shot). */
export function HealthBar({ health }: { health: number }) {
  return (
    <div className="pointer-events-none absolute top-4 left-4 z-30 w-44 sm:w-72">
      <p id="intro-health-label" className="font-display text-[10px] text-white sm:text-xs">
        HEALTH
      </p>
      <div
        role="progressbar"
        aria-labelledby="intro-health-label"
        aria-valuemin={0}
        aria-valuemax={introConstants.maxHealth}
        aria-valuenow={health}
        aria-valuetext={`${health}%`}
        className="mt-2 h-5 border-2 border-white bg-black/70 p-0.5"
      >
        <div
          className={`h-full origin-left transition-transform duration-150 ${barColour(health)}`}
          style={{ transform: `scaleX(${health / introConstants.maxHealth})` }}
        />
      </div>
    </div>
  );
}
