import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startShopServer, stopProcess, waitForHttp } from "../../../scripts/lib/services";
import { E2E_APP_PORT, E2E_BUILD_DIR, E2E_EMULATOR_HOST } from "../env";

/**
 * A shop server of a test's own, beside the shared e2e one: its own database, the same built app
 * and emulator, and a clock that may be set back (`daysAgo`) to place an order weeks ago. The
 * shop's rules date a box by the server's clock: only a box whose day has passed can be packed
 * and shipped, and on the shared server every new order's box is still days ahead.
 *
 * `slot` gives each spec file that uses one a port and database of its own, as spec files run
 * side by side: 0 admin.spec.ts, 1 admin-refunds.spec.ts, 2 admin-replacement.spec.ts,
 * 3 admin-fulfilment.spec.ts, 4 gifts.spec.ts, 5 admin-gifts.spec.ts (restarted to run the gift
 * e-mails' job, which runs when a server starts).
 */
export function datedShop(slot: 0 | 1 | 2 | 3 | 4 | 5 = 0) {
  const port = E2E_APP_PORT + 5 + slot;
  const dataDir = path.join(os.tmpdir(), `petbox-e2e-dated-${port}`);
  let server: ChildProcess | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Its embedded database, for `npm run shop -- …` (through the server's socket). */
    dataDir,
    /** (Re)starts the server on the same database, its clock `daysAgo` days behind. */
    async start(daysAgo = 0) {
      await stopProcess(server);
      server = startShopServer({
        port,
        buildDir: E2E_BUILD_DIR,
        quiet: true,
        env: {
          FIREBASE_AUTH_EMULATOR_HOST: E2E_EMULATOR_HOST,
          DATA_DIR: dataDir,
          DATABASE_URL: "",
          OWNER_UIDS: "e2e-shop-owner",
          RATE_LIMIT_WRITES: "1000",
          // No balancer to notify: a restart need not wait the 2 s stop notice (decision 150).
          STOP_NOTICE_SECONDS: "0",
          SHIFTED_CLOCK_MS: String(-daysAgo * 86_400_000),
          NODE_OPTIONS: `--import=${path.resolve("tests/e2e/support/shifted-clock.mjs")}`,
        },
      });
      await waitForHttp(`http://127.0.0.1:${port}/`, { child: server, timeoutMs: 90_000 });
    },
    async stop() {
      await stopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
    clean() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
