// The test proxy (./proxy.ts) as its own process, so that a benchmark's load generator does not
// share its event loop: `node --import tsx scripts/cluster/proxy-main.ts <port> <port>…`.
// Prints "proxy <url>" once it listens; stops on SIGTERM.
import { startProxy } from "./proxy";

const proxy = await startProxy(process.argv.slice(2).map(Number));
console.log(`proxy ${proxy.url}`);
process.on("SIGTERM", () => {
  void proxy.close().then(() => process.exit(0));
});
