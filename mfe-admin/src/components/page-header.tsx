import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The top of an admin sub-page: a way back to the dashboard, the title and the page's actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6">
      <Link to="/admin/dashboard" className="text-sm font-medium text-accent underline-offset-2 hover:underline">
        ← Back to Dashboard
      </Link>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          {description && <p className="mt-1 text-muted">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}
