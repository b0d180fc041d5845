import { config, z } from 'zod';

// In a browser, zod checks without compiling code. A page's Content-Security-Policy allows no
// eval, and zod's probe for it (a `new Function` it catches, when a first object schema is
// built) is still reported as a policy violation. Every schema of the contract takes `z` from
// here, so this runs before any is built; the server keeps the compiled checks.
if ('document' in globalThis) config({ jitless: true });

export { z };
