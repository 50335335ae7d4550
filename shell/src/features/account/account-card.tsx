import { PageTitle } from '@site/ui';
import type { ReactNode } from 'react';

/**
 * The centred card every account screen sits in; `pageTitle` names it in the browser tab, as the server's HTML does.
 */
export function AccountCard({ title, pageTitle, children }: { title: string; pageTitle: string; children: ReactNode }) {
  return (
    <section className="mx-auto my-8 w-full max-w-md rounded-lg border border-border bg-surface p-6 shadow-lg sm:p-8">
      <PageTitle>{pageTitle}</PageTitle>
      <h1 className="mb-6 text-2xl font-bold">{title}</h1>
      {children}
    </section>
  );
}
