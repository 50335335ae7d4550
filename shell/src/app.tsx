import { AuthProvider } from '@site/auth';
import { Toaster } from '@site/ui';
import { useCallback, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes.js';
import { IntroOverlay } from './features/intro/components/intro-overlay.js';
import { Layout } from './layout/layout.js';
import { builtInSiteConfig, type SiteConfig } from './site-config/site-config.js';
import { SiteConfigProvider } from './site-config/site-config-context.js';

export interface AppProps {
  /** Decided once at start (features/intro/intro-session.ts): this page load opens with the intro. */
  playIntro?: boolean;
  siteConfig?: SiteConfig;
}

export function App({ playIntro = false, siteConfig = builtInSiteConfig }: AppProps) {
  const [introOpen, setIntroOpen] = useState(playIntro);
  const closeIntro = useCallback(() => setIntroOpen(false), []);
  // When the intro leaves, focus lands on the page it revealed.
  useEffect(() => {
    if (playIntro && !introOpen) document.getElementById('main')?.focus({ preventScroll: true });
  }, [playIntro, introOpen]);

  return (
    <SiteConfigProvider config={siteConfig}>
      <BrowserRouter>
        <AuthProvider>
          {/* The page behind the intro is inert: the intro is a modal dialog. */}
          <div inert={introOpen}>
            <Layout>
              <AppRoutes />
            </Layout>
          </div>
          {introOpen && <IntroOverlay onDone={closeIntro} />}
          <Toaster />
        </AuthProvider>
      </BrowserRouter>
    </SiteConfigProvider>
  );
}
