import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { rmSync } from "node:fs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium";
import { emulatorConfigFor, startEmulator, startShopServer, stopProcess, waitForHttp } from "../lib/services";
import { startTlsTerminator } from "./tls-terminator";
const APP = 3200, EMU = 9300;
const emulator = startEmulator({ config: emulatorConfigFor(EMU), quiet: true });
const server = startShopServer({ port: APP, buildDir: process.env.B ?? "build-bench", quiet: true, env: { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${EMU}`, DATA_DIR: "/tmp/tr2/db", DATABASE_URL: "" } });
const runs = Number(process.env.RUNS ?? 3);
try {
  await waitForHttp(`http://127.0.0.1:${EMU}/`, { child: emulator });
  await waitForHttp(`http://127.0.0.1:${APP}/`, { child: server });
  const t = await startTlsTerminator({ port: 3443, targetPort: APP });
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS, ...t.chromeFlags], logLevel: "silent" });
    const result = await lighthouse(`${t.origin}${process.env.P ?? "/"}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    await chrome.kill();
    const lhr = result!.lhr;
    const a = (id: string) => lhr.audits[id]?.numericValue;
    console.log(`run ${i}: TBT ${a("total-blocking-time")?.toFixed(0)} FCP ${a("first-contentful-paint")?.toFixed(0)} LCP ${a("largest-contentful-paint")?.toFixed(0)} TTI ${a("interactive")?.toFixed(0)}`);
    const items = (lhr.audits["long-tasks"]?.details as { items?: { url: string; startTime: number; duration: number }[] })?.items ?? [];
    for (const it of items) console.log(`   long task ${it.duration.toFixed(0)} ms at ${it.startTime.toFixed(0)} ${it.url}`);
    const mt = (lhr.audits["mainthread-work-breakdown"]?.details as { items?: { groupLabel: string; duration: number }[] })?.items ?? [];
    console.log("   " + mt.map((m) => `${m.groupLabel} ${m.duration.toFixed(0)}`).join(", "));
  }
  await t.close();
} finally {
  await Promise.all([stopProcess(server), stopProcess(emulator)]);
  rmSync("/tmp/tr2/db", { recursive: true, force: true });
}
