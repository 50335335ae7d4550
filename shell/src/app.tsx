import { createQueryClient } from '@site/api-client';
import { AuthProvider } from '@site/auth';
import { Toaster } from '@site/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes.js';
import { Layout } from './layout/layout.js';
import { builtInSiteConfig, type SiteConfig } from './site-config/site-config.js';
import { SiteConfigProvider } from './site-config/site-config-context.js';

export interface AppProps {
  /** The intro, given only to the page load that plays it (decided in bootstrap.tsx), so no other page downloads it. */
  intro?: ComponentType<{ onDone(): void }>;
  siteConfig?: SiteConfig;
}

// One cache for the page: every area reads and updates it through the shared query library.
const queryClient = createQueryClient();

export function App({ intro: Intro, siteConfig = builtInSiteConfig }: AppProps) {
  const playIntro = Intro !== undefined;
  const [introOpen, setIntroOpen] = useState(playIntro);
  const closeIntro = useCallback(() => setIntroOpen(false), []);
  // When the intro leaves, focus lands on the page it revealed.
  useEffect(() => {
    if (playIntro && !introOpen) document.getElementById('main')?.focus({ preventScroll: true });
  }, [playIntro, introOpen]);

  return (
    <SiteConfigProvider config={siteConfig}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AuthProvider>
            {/* The page behind the intro is inert: the intro is a modal dialog. */}
            <div inert={introOpen}>
              <Layout>
                <AppRoutes />
              </Layout>
            </div>
            {introOpen && Intro && <Intro onDone={closeIntro} />}
            <Toaster />
          </AuthProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </SiteConfigProvider>
  );
}
