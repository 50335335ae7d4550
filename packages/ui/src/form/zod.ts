import { z } from 'zod';

// Zod compiles object schemas with `new Function` unless told not to, and merely probing whether it
// may trips the pages' Content-Security-Policy (no 'unsafe-eval'). Every form schema imports `z`
// from here, so the switch is thrown before the first schema exists.
z.config({ jitless: true });

export { z };
