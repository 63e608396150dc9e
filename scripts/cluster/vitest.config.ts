import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import tsconfigPaths from "vite-tsconfig-paths";

// `npm run test:cluster` (decision 171): real shop servers on a throw-away PostgreSQL
// (scripts/with-postgres.sh). Its own project: the unit stage (`npx vitest run`, the root
// vitest.config.ts) never picks these files up (they end in .cluster.ts, not .test.ts).
// The order the files run in: the outages last, the checkout one at the very end, so that the
// Auth Emulator (started by ./support/global-setup.ts) has had the others' time to come up.
const ORDER = ["shared-state", "stop", "database-drop", "database-freeze"];
const rank = (file: TestSpecification) =>
  ORDER.findIndex((name) => file.moduleId.endsWith(`/${name}.cluster.ts`));

class InOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    root: new URL("../..", import.meta.url).pathname,
    include: ["scripts/cluster/**/*.cluster.ts"],
    environment: "node",
    // One file at a time: they share one PostgreSQL, which some of them freeze or restart.
    fileParallelism: false,
    sequence: { sequencer: InOrder },
    globalSetup: ["scripts/cluster/support/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ["verbose"],
  },
});
