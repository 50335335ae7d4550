import type { CompatibilitySummary } from '@site/contracts';
import { ratingLabel, setupPagePath } from '@site/domain';
import { Link } from 'react-router-dom';

/**
 * Guns down, displays across; a cell counts its reports, names the best rating among them and leads to the best games
 * for that gun and display (its setup page). The
 * table scrolls inside its own box (focusable, so the keyboard can scroll it) rather than widening a phone's page.
 */
export function CompatibilityMatrix({ summary }: { summary: CompatibilitySummary }) {
  const cellOf = (gunId: number, displayId: number) =>
    summary.matrix.find((cell) => cell.gun_id === gunId && cell.display_id === displayId);
  return (
    // Its name must not repeat the caption's words: the page's form fields are found by 'Gun' and 'Display'.
    <div
      role="group"
      aria-label="Report matrix"
      tabIndex={0}
      className="mt-4 max-w-full overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-accent"
    >
      <table className="min-w-full text-sm">
        <caption className="px-3 pt-3 text-left font-semibold">Reports by gun and display</caption>
        <thead>
          <tr>
            <td />
            {summary.displays.map((display) => (
              <th key={display.id} scope="col" className="whitespace-nowrap px-3 py-2 text-left">
                {display.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.guns.map((gun) => (
            <tr key={gun.id} className="border-t border-border">
              <th scope="row" className="whitespace-nowrap px-3 py-2 text-left">
                {gun.name}
              </th>
              {summary.displays.map((display) => {
                const cell = cellOf(gun.id, display.id);
                return (
                  <td key={display.id} className="whitespace-nowrap px-3 py-2">
                    {cell && (
                      <Link
                        to={setupPagePath(gun.slug, display.slug)}
                        className="text-accent underline underline-offset-2"
                      >
                        {`${cell.report_count} · ${ratingLabel[cell.best_rating]}`}
                        <span className="sr-only">{`: best games for ${gun.name} on ${display.name}`}</span>
                      </Link>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
