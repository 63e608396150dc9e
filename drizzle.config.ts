import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes a new SQL migration into drizzle/ after a change to the
// schema; the shop server applies pending migrations when it starts (decision 040).
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./drizzle",
});
