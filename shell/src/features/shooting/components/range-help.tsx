import { CrosshairIcon } from '../../../components/icons.js';
import { magazineConstants } from '../magazine.js';

/** How the homepage gun works, beside the visitor counter. */
export function RangeHelp() {
  const controls = [
    { keys: 'Click', action: 'Shoot' },
    { keys: 'Right-click', action: 'Reload' },
    { keys: 'Reload button', action: 'Touch or keyboard' },
  ];
  return (
    <section aria-labelledby="range-help-heading" className="rounded-xl border border-border bg-surface p-5">
      <h2
        id="range-help-heading"
        className="flex items-center gap-2 font-display text-xs tracking-widest text-amber-300 uppercase"
      >
        <CrosshairIcon className="size-4" />
        Shooting Range
      </h2>
      <p className="mt-3 text-sm text-muted">
        Click any empty space to shoot: {magazineConstants.capacity} rounds a magazine. Links and buttons work as usual.
      </p>
      <dl className="mt-3 space-y-2 text-sm">
        {controls.map((control) => (
          <div key={control.keys} className="flex items-center justify-between gap-3">
            <dt>
              <kbd className="rounded border border-border bg-bg px-2 py-0.5 font-mono text-xs whitespace-nowrap text-text">
                {control.keys}
              </kbd>
            </dt>
            <dd className="text-right text-muted">{control.action}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
