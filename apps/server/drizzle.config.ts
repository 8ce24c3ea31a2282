import { defineConfig } from "drizzle-kit";

// Migrations are generated from the one pg-core schema and committed as SQL; the server applies them at start
// on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
  casing: "snake_case",
});
