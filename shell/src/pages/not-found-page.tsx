import { PageTitle } from '@site/ui';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="py-16 text-center">
      <PageTitle>Page not found</PageTitle>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-2 text-muted">There is nothing at this address.</p>
      <Link to="/" className="mt-6 inline-block rounded-md bg-accent-strong px-4 py-2 font-semibold text-white">
        Back to Home
      </Link>
    </section>
  );
}
