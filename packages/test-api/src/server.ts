import { setupServer } from 'msw/node';

/** The one MSW server of a test file; `setup.ts` starts it, tests add handlers with `server.use(...)`. */
export const server = setupServer();
