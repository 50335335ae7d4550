import { createContext, useContext, type ReactNode } from 'react';
import { builtInSiteConfig, type SiteConfig } from './site-config.js';

// Without a provider (component tests) the built-in configuration applies.
const SiteConfigContext = createContext<SiteConfig>(builtInSiteConfig);

export function SiteConfigProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

export const useSiteConfig = () => useContext(SiteConfigContext);
