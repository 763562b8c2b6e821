/**
 * The site's Content-Security-Policy allows no eval (docs/security.md). On its first object
 * parse zod probes for eval with `new Function`, which the browser reports as a CSP violation
 * even though zod catches the error; `jitless` turns the probe (and its compiled parsers) off.
 * zod keeps its settings on this global and adopts an existing one when it loads, so the entry
 * sets it without loading zod itself, which stays in the chunks that use it
 * (zod-without-eval.test.ts checks that zod reads it).
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
