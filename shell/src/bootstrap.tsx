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
const playIntro = claimIntro(globalThis.sessionStorage, window.location.pathname);
// Remotes and the site configuration are read before the first render; a failure leaves each
// area showing its fallback and the built-in site configuration in place.
Promise.all([registerRemotesFromConfig(), loadSiteConfig()]).then(([, siteConfig]) =>
  root.render(<App playIntro={playIntro} siteConfig={siteConfig} />),
);
