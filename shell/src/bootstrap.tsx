import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { claimIntro } from './features/intro/intro-session.js';
import { trackVisitOnce } from './features/visitors/track-visit.js';
import { registerRemotesFromConfig } from './remotes/remote-registry.js';
import { loadSiteConfig } from './site-config/site-config.js';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
// Counted once per browser session; a failure is only logged.
void trackVisitOnce();
// The intro's code is fetched only by the page load that plays it.
const intro = claimIntro(globalThis.sessionStorage, window.location.pathname)
  ? import('./features/intro/components/intro-overlay.js').then((module) => module.IntroOverlay)
  : undefined;
// The home page is a chunk of its own (areas do not need it): on / it is fetched alongside the rest.
const homePage = window.location.pathname === '/' ? import('./pages/home-page.js') : undefined;
// Remotes, the site configuration and the intro are read before the first render; a failure leaves
// each area showing its fallback and the built-in site configuration in place.
// The first render is a transition, so React renders in slices that leave the phone's main thread
// free between them instead of one long task.
Promise.all([registerRemotesFromConfig(), loadSiteConfig(), intro, homePage]).then(([, siteConfig, Intro]) =>
  startTransition(() => root.render(<App intro={Intro} siteConfig={siteConfig} />)),
);
