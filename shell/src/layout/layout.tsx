import type { ReactNode } from 'react';
import { PreviewBanner } from '../preview/preview-banner.js';
import { Header } from './header.js';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        Skip to content
      </a>
      <PreviewBanner />
      <Header />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl px-4 py-6 focus:outline-none">
        {children}
      </main>
    </>
  );
}
