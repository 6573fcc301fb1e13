import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema.ts',
    './src/server/db/schema-training.ts',
    './src/server/db/schema-settings.ts',
    './src/server/db/schema-coach.ts',
    './src/server/db/schema-coach-team.ts',
  ],
  out: './src/server/db/migrations',
});
