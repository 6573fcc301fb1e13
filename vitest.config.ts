import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A worker per core, not one fewer: an integration file waits on its database much of the time.
    maxWorkers: availableParallelism(),
    // CI sums the JSON reports into one closing line (.ci/run).
    reporters: process.env.VITEST_JSON_REPORT
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON_REPORT }]]
      : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/server/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // Vitest's own exclusions too: bench/node_modules holds the bench tools' packages.
          exclude: [...configDefaults.exclude, 'src/**/*.int.test.ts'],
          environment: 'node',
          // Files share a worker's module cache: each one loading its imports afresh cost most of the
          // project's time. A test that changes globals or mocks a module restores them itself.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/web/test-setup.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts'],
          environment: 'node',
          // One migrated database per run, copied for each file (src/server/test/test-database.ts).
          globalSetup: ['./src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
