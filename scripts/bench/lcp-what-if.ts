// What a signed-in page's simulated LCP would be without some of its requests: Lighthouse's
// simulator (Lantern) run again on a run the bench kept (BENCH_LHR_DIR), with the requests whose
// "METHOD url" matches each pattern left out. It answers "would this request's absence change the
// budgeted figure?" before any code is changed (decision 007, fifth pass). A lead, not a result:
// the page's own run after the change is what counts.
//
//   node --import tsx scripts/bench/lcp-what-if.ts <dir>/<run>.lantern.json 'accounts:lookup' …
import { readFileSync } from "node:fs";
import { type SavedRun, simulatedLcpGraph, withoutRequests } from "./lcp-graph";

const [file, ...patterns] = process.argv.slice(2);
if (!file?.endsWith(".lantern.json") || patterns.length === 0) {
  console.error("Usage: lcp-what-if.ts <run>.lantern.json <pattern> [<pattern> …]");
  process.exit(2);
}
const run = {
  ...JSON.parse(readFileSync(file, "utf8")),
  Trace: JSON.parse(readFileSync(file.replace(/\.lantern\.json$/, ".trace.json"), "utf8")),
} as SavedRun;

const ms = async (changed: SavedRun) => Math.round((await simulatedLcpGraph(changed)).lcpMs);
console.log(`as measured: ${await ms(run)} ms`);
for (const pattern of patterns) {
  const { log, left } = withoutRequests(run.DevtoolsLog, new RegExp(pattern));
  const lcp = await ms({ ...run, DevtoolsLog: log });
  console.log(`without /${pattern}/ (${left.length} requests left out): ${lcp} ms`);
  for (const name of left) console.log(`  - ${name}`);
}
