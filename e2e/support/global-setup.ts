import { buildWebIfStale } from '../../scripts/build-if-stale.mjs';
import { repoRoot } from './server';

/** The browser tests run against the built app, as users get it: build once, before any worker. */
export default async function globalSetup() {
  await buildWebIfStale(repoRoot);
}
