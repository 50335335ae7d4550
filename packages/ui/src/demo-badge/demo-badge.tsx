/**
 * Marks content the seed added to show the site off (`is_demo`); the areas show it to admins, who can remove it all.
 */
export function DemoBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-block rounded bg-sky-300 px-2 py-0.5 text-xs font-bold tracking-wide text-black ${className}`}
      title="Demo content: an admin removes it all from the dashboard"
    >
      DEMO
    </span>
  );
}
