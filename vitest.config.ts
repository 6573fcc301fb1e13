import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
        },
      },
      {
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/web/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
