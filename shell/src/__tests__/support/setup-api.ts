import { server } from '@site/test-api';
import { beforeEach } from 'vitest';
import { handlers } from './handlers.js';

// Each test starts from the area's defaults; it adds its own (first in line) with server.use(...).
beforeEach(() => server.use(...handlers));
