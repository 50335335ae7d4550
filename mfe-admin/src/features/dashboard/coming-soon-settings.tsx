const settings = ['Site Configuration', 'SEO Settings', 'Analytics'];

/** The spec's inert settings buttons: present, disabled, and saying why. */
export function ComingSoonSettings() {
  return (
    <ul className="grid gap-2">
      {settings.map((name) => (
        <li key={name}>
          <button
            type="button"
            disabled
            className="flex w-full cursor-not-allowed items-center justify-between gap-3 rounded-lg border border-dashed border-border bg-surface px-4 py-3 text-left"
          >
            <span className="font-medium">{name}</span>
            <span className="rounded-full bg-surface-raised px-2 py-0.5 text-xs font-semibold text-muted">
              Coming soon
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
