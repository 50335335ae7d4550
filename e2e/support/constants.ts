/** E2E_PORT lets two suites run side by side (each with its own server and data folder). */
export const e2ePort = Number(process.env.E2E_PORT || 8180);
/**
 * E2E_BASE_URL points the suite at a site that is already running (staging, production, a site
 * started by hand): no server is started, and tests tagged @own-server are left out.
 */
export const externalBaseUrl = process.env.E2E_BASE_URL?.replace(/\/+$/, '') || undefined;
export const e2eBaseUrl = externalBaseUrl ?? `http://localhost:${e2ePort}`;
/** The own server is started with this admin password; a deployment's admin comes from the environment. */
export const adminCredentials = {
  username: process.env.E2E_ADMIN_USERNAME || 'admin',
  password: process.env.E2E_ADMIN_PASSWORD || 'e2e-admin-password',
};
/** The fake YouTube the Playwright site syncs from (see tests/videos-sync.spec.ts). */
export const fakeYoutubePort = e2ePort + 6;
/**
 * The static host of a candidate remote (tests/remote-preview.spec.ts), an origin the suite's server trusts for
 * previews.
 */
export const previewHostPort = e2ePort + 7;
/**
 * Tag of the tests that need the suite's own server: they rewrite its files, read its outbox or
 * use its fake YouTube. The config leaves them out when E2E_BASE_URL is set.
 */
export const ownServer = '@own-server';
