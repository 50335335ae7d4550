import { createContext, useContext, type ReactNode } from 'react';

const AreaScopeContext = createContext<string | null>(null);

/** The remote area whose styles apply here (null in the shell's own pages). */
export const useAreaScope = () => useContext(AreaScopeContext);

/**
 * Marks what a remote renders: its CSS is scoped to `[data-area="<name>"]` at build time, so it
 * styles only its own elements. `display: contents` keeps the wrapper out of the layout.
 */
export function AreaScope({ name, children }: { name: string; children: ReactNode }) {
  return (
    <AreaScopeContext.Provider value={name}>
      <div data-area={name} style={{ display: 'contents' }}>
        {children}
      </div>
    </AreaScopeContext.Provider>
  );
}
