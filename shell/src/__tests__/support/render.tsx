import { createQueryClient } from '@site/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render as renderComponent, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

/**
 * Testing Library's render inside the shell's providers: a query cache of the test's own, as the app gives every page.
 */
export function render(ui: ReactElement, options?: RenderOptions) {
  const client = createQueryClient();
  const Providers = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderComponent(ui, { wrapper: Providers, ...options });
}
