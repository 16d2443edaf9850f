import { defineConfig } from 'drizzle-kit';

/** Core tables live in src/db/schema.ts; a feature may own more in src/modules/<feature>/schema.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/modules/*/schema.ts'],
  out: './drizzle',
});
