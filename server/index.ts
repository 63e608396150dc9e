import { readFileSync } from "node:fs";
import path from "node:path";
import type { Server as HttpServer } from "node:http";
import { serve } from "@hono/node-server";
import type { FirebaseSettings } from "../shared/firebase-settings";
import { createApp } from "./app";
import { firebaseAccounts } from "./auth/accounts";
import { firebaseTokenVerifier } from "./auth/verify-token";
import { ConfigError, readServerConfig, type ServerConfig } from "./config";
import { createDatabase, withTimeout } from "./db/client";
import { drainable, type Draining } from "./http/graceful-stop";
import { outboxSenderFor } from "./jobs/outbox-sender";
import { createMetricSnapshotsJob } from "./jobs/metric-snapshots";
import { createNoticesJob } from "./jobs/notices";
import { createGiftMailsJob } from "./jobs/gift-mails";
import { createRemindersJob } from "./jobs/reminders";
import { createStockAlertJob } from "./jobs/stock-alert";
import { describeError, log } from "./log";
import { listenOwnerSocket } from "./owner/socket";
import { staffSettingsFrom } from "./owner/staff";
import { paymentProviderFor } from "./payments/from-config";
import { catalogueCandidates, loadCatalogue } from "./services/catalogue";
import { sellablePlans } from "./services/plans";

function fail(message: string): never {
  log.fatal(message);
  process.exit(1);
}

/** The settings the app was built with (written by vite.config.ts): they shape the CSP. */
function readBuildSettings(buildDir: string): FirebaseSettings {
  const file = path.resolve(buildDir, "firebase-settings.json");
  try {
    return JSON.parse(readFileSync(file, "utf8")) as FirebaseSettings;
  } catch {
    fail(`No built app in ${buildDir}/ (missing ${file}): run \`npm run build\` first.`);
  }
}
const firebaseSettings = readBuildSettings(process.env.BUILD_DIR ?? "build");

let config: ServerConfig;
try {
  // The API accepts sign-ins of the project the app was built for, unless told otherwise.
  config = readServerConfig({
    ...process.env,
    FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID || firebaseSettings.projectId,
  });
} catch (error) {
  if (error instanceof ConfigError) fail(`The shop server will not start: ${error.message}`);
  throw error;
}
const { port, production } = config;

let catalogue;
let plans;
try {
  catalogue = loadCatalogue(catalogueCandidates(config.clientDir, config.catalogueFile));
  plans = sellablePlans(config.clientDir, config.plansFile);
} catch (error) {
  fail(`The shop server will not start: ${(error as Error).message}`);
}

const database = createDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
// Owners add staff by the e-mail they sign in with (decision 222); their role is mirrored into
// a custom claim for the UI, from the API and the owner's command alike (decision 241).
const accounts = firebaseAccounts({ projectId: config.firebaseProjectId });
// The owner's command must not open the embedded database while we hold it.
const ownerSocket =
  database.kind === "pglite"
    ? await listenOwnerSocket(
        database,
        config.dataDir,
        undefined,
        staffSettingsFrom(config.ownerUids, accounts),
      ).catch((error: Error) => fail(error.message))
    : null;

// Migrations run now, at start. PostgreSQL that is not up yet is retried on each request (503
// meanwhile); an embedded database that cannot be opened is a local problem worth stopping for.
if (!(await database.ping(30_000))) {
  if (database.kind === "pglite") {
    await ownerSocket?.close();
    fail(`The embedded database in ${config.dataDir} could not be opened.`);
  }
  log.error("PostgreSQL does not answer yet; the API answers 503 until it does.");
}

const tokens = firebaseTokenVerifier({
  projectId: config.firebaseProjectId,
  cacheTtlMs: config.tokenCacheMs,
});
// Commerce (issue 12): how orders are paid, and the confirmations sent from the outbox when
// SMTP_URL is set (null: they wait in the table, `npm run shop -- outbox`).
const payments = paymentProviderFor(config);
const outboxSender = outboxSenderFor(config, (work) => database.use("outbox.send", work));
outboxSender?.start();
// Set once the server exists; until then nothing is stopping.
let draining: Draining | null = null;
const app = createApp({
  clientDir: config.clientDir,
  firebaseSettings,
  production,
  requestLog: true,
  stopping: () => draining?.stopping ?? false,
  api: {
    database,
    catalogue,
    tokens,
    rateLimit: config.rateLimit,
    trustProxyHops: config.trustProxyHops,
    plans,
    payments,
    timeZone: config.shopTimeZone,
    shopUrl: config.shopUrl,
    shopNotifyEmail: config.shopNotifyEmail,
    ownerUids: config.ownerUids,
    accounts,
  },
});
// Subscriptions: advanced once a day and reminded days before each box's cut-off (decisions 103, 207).
const subscriptionsJob = createRemindersJob({
  run: (work) => database.use("subscriptions.job", work),
  timeZone: config.shopTimeZone,
  catalogue,
  shopUrl: config.shopUrl,
  payments,
});
subscriptionsJob.start();
// Never a surprise: renewal, yearly and price-change notices, each once across servers (decision 265).
const noticesJob = createNoticesJob({
  run: (work) => database.use("notices.job", work),
  timeZone: config.shopTimeZone,
  catalogue,
  plans,
  shopUrl: config.shopUrl,
  payments,
});
noticesJob.start();
// The gift e-mails on their day once paid, each once across servers (decision 269).
const giftMailsJob = createGiftMailsJob({
  run: (work) => database.use("gift_mails.job", work),
  timeZone: config.shopTimeZone,
  catalogue,
  shopUrl: config.shopUrl,
});
giftMailsJob.start();
// The owner's numbers: yesterday's row, written once across servers (decision 243).
const metricsJob = createMetricSnapshotsJob({
  run: (work) => database.use("metrics.job", work),
  timeZone: config.shopTimeZone,
});
metricsJob.start();
// Stock: the owner hears of a shortfall once a day at most, however many servers run (decision 251).
const stockAlertJob = createStockAlertJob({
  run: (work) => database.use("stock.alert", work),
  timeZone: config.shopTimeZone,
  catalogue,
  shopUrl: config.shopUrl,
  shopNotifyEmail: config.shopNotifyEmail,
});
stockAlertJob.start();

const server = serve({ fetch: app.fetch, port, hostname: config.host }, (info) => {
  const where =
    database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL";
  log.info(`Shop server ready at http://localhost:${info.port} (${where})`);
}) as HttpServer;
draining = drainable(server);

server.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE") {
    log.fatal(`Port ${port} is already in use: stop whatever uses it or set PORT to another port.`);
  } else {
    log.fatal(`The shop server could not start: ${describeError(error)}`);
  }
  void ownerSocket?.close().finally(() => process.exit(1));
});

/**
 * A graceful stop (decision 150): health and new requests answer 503 at once, requests in flight
 * finish (up to STOP_TIMEOUT_SECONDS), the jobs finish their current batch, then the database
 * closes and the process exits 0.
 */
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  // Ctrl-C in a terminal has no balancer to notify.
  const noticeMs = signal === "SIGINT" ? 0 : config.stopNoticeMs;
  log.info({ signal, timeoutMs: config.stopTimeoutMs }, "Stopping: finishing requests in flight");
  // If something hangs past the limit and a margin, stop anyway and say so.
  setTimeout(
    () => {
      log.error("Could not stop cleanly in time; exiting.");
      process.exit(1);
    },
    noticeMs + config.stopTimeoutMs + 15_000,
  ).unref();
  const [{ cut }] = await Promise.all([
    draining!.drain(noticeMs + config.stopTimeoutMs, noticeMs),
    subscriptionsJob.stop().catch(() => {}),
    noticesJob.stop().catch(() => {}),
    giftMailsJob.stop().catch(() => {}),
    metricsJob.stop().catch(() => {}),
    stockAlertJob.stop().catch(() => {}),
    // Before the database closes: a send in flight still records that it was sent.
    outboxSender?.stop().catch(() => {}),
  ]);
  if (cut > 0) log.warn({ cut }, `Stop limit reached: ${cut} requests in flight were cut`);
  await ownerSocket?.close().catch(() => {});
  await tokens.close().catch(() => {});
  await accounts.close().catch(() => {});
  // Closing PGlite cleanly flushes it to .data/db; PostgreSQL's pool ends its connections.
  await withTimeout(database.close(), 5000).catch(() => {});
  log.info({ durationMs: Date.now() - started }, "Stopped");
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
