import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-economy.ts',
    './src/db/schema-readings.ts',
    './src/db/schema-astro.ts',
    './src/db/schema-relations.ts',
    './src/db/schema-chat.ts',
    './src/db/schema-mbti.ts',
    './src/db/schema-files.ts',
    './src/db/schema-admin.ts',
    './src/db/schema-engagement.ts',
  ],
  out: './drizzle',
});
