import { preloadRemoteFor } from './remotes/remote-registry.js';
import { registerSharedVersionCheck } from './remotes/shared-requirements.js';

// Runtime plugins first: every remote's federation container, created as it loads, gets them.
registerSharedVersionCheck();
// The current page's remote starts downloading now, alongside React and the shell's code.
void preloadRemoteFor(window.location.pathname);
// An async boundary, so shared singletons are negotiated before any React code runs.
import('./bootstrap.js');
