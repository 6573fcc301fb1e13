import { randomInt } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createTemplates } from './database-template';

/** PGlite's property tests run this seed (property-runs.ts), so a failure replays as it is. */
const FIXED_SEED = 20_261_122;

/**
 * The integration project's set-up, once per run: the migrated templates every test file copies its
 * database from, and the property tests' seed.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  const seed = process.env.PROPERTY_SEED
    ? Number(process.env.PROPERTY_SEED)
    : adminUrl
      ? randomInt(2 ** 31)
      : FIXED_SEED;
  // biome-ignore lint/suspicious/noConsole: a failure is replayed with this line's setting
  console.info(`property tests: seed ${seed} (PROPERTY_SEED=${seed} runs them again)`);
  project.provide('propertySeed', seed);
  const templates = await createTemplates(adminUrl);
  project.provide('pgliteTemplate', templates.pglite);
  project.provide('postgresTemplate', templates.postgres);
  return () => templates.remove();
}
