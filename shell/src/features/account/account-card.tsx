import { PageTitle } from '@site/ui';
import type { ReactNode } from 'react';

/** The centred card every account screen sits in; its heading names the page in the browser too. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto my-8 w-full max-w-md rounded-lg border border-border bg-surface p-6 shadow-lg sm:p-8">
      <PageTitle>{title}</PageTitle>
      <h1 className="mb-6 text-2xl font-bold">{title}</h1>
      {children}
    </section>
  );
}
