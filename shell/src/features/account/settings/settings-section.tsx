import { useId, type ReactNode } from 'react';

/** One card of the account page: a heading, a line on what it does, its form. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-surface p-4 shadow-lg sm:p-6">
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      <p className="mb-4 mt-1 text-sm text-muted">{description}</p>
      {children}
    </section>
  );
}
