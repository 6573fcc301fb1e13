// How the server starts PGlite, for the bench's PGlite floor (pglite-floor.mjs), which must start it
// alike. run.mjs loads this module through tsx's `tsImport`.
export { PGLITE_V8_FLAGS, pgliteStartParams } from '../src/server/db/client';
