import { defineConfig } from 'drizzle-kit';

// Migrations are generated once from src/db/schema.ts and committed; both PGlite and
// PostgreSQL apply the same SQL files at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
