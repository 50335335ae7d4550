export const e2ePort = 8180;
export const e2eBaseUrl = `http://localhost:${e2ePort}`;
export const adminCredentials = { username: 'admin', password: 'e2e-admin-password' };
/** The fake YouTube the Playwright site syncs from (see tests/videos-sync.spec.ts). */
export const fakeYoutubePort = 8186;
