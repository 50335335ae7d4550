import * as z from 'zod/mini';

// Forms use zod's mini API: its functions tree-shake, so a form's chunk carries only the checks it
// uses (the classic `z` object weighs 88 KB gzipped whole). Zod also compiles object schemas with
// `new Function` unless told not to, and merely probing whether it may trips the pages'
// Content-Security-Policy (no 'unsafe-eval'); the switch is thrown before any schema exists.
z.config({ jitless: true });

export { z };
