/** E2E_PORT lets two suites run side by side (each with its own server and data folder). */
export const e2ePort = Number(process.env.E2E_PORT || 8180);
export const e2eBaseUrl = `http://localhost:${e2ePort}`;
export const adminCredentials = { username: 'admin', password: 'e2e-admin-password' };
/** The fake YouTube the Playwright site syncs from (see tests/videos-sync.spec.ts). */
export const fakeYoutubePort = e2ePort + 6;
