import { config } from 'zod';

/**
 * Zod's compiled parsers probe `new Function` when an object schema is created, and script-src
 * refuses it: the probe alone is a CSP violation. main.tsx imports this module first, so the
 * setting holds before any module of the app creates a schema.
 */
config({ jitless: true });
