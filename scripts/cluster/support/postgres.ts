// The throw-away PostgreSQL of scripts/with-postgres.sh, which exports where it lives
// (PETBOX_PG_DATA, PETBOX_PG_BIN, PETBOX_PG_LOG, PETBOX_PG_USER), so that a test can freeze it,
// kill a backend or restart it, and read pg_stat_activity.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is unset: run through \`npm run test:cluster\`.`);
  return value;
}

/** The postmaster's pid, from the first line of postmaster.pid. */
export function postmasterPid(): number {
  const file = path.join(setting("PETBOX_PG_DATA"), "postmaster.pid");
  return Number(readFileSync(file, "utf8").split("\n")[0]);
}

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command's closing parenthesis: state, then the parent's pid.
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return children;
}

/**
 * SIGSTOP to the postmaster, then to all its processes: PostgreSQL stalls, as on a host that
 * hangs or a volume that stops answering. The kernel still accepts connections and buffers
 * what is sent. Answers the function that sends SIGCONT to the same processes.
 */
export function freezePostgres(): () => void {
  const postmaster = postmasterPid();
  process.kill(postmaster, "SIGSTOP"); // first, so it forks nothing more
  const frozen = [postmaster, ...childrenOf(postmaster)];
  for (const pid of frozen.slice(1)) process.kill(pid, "SIGSTOP");
  return () => {
    for (const pid of frozen) {
      try {
        process.kill(pid, "SIGCONT");
      } catch {
        // a process that ended while stopped
      }
    }
  };
}

/** `pg_ctl restart -m fast`: every session ends, the server comes back on the same port. */
export function restartPostgres(): void {
  const pgCtl = path.join(setting("PETBOX_PG_BIN"), "pg_ctl");
  const args = [
    "-D",
    setting("PETBOX_PG_DATA"),
    "-l",
    setting("PETBOX_PG_LOG"),
    "-m",
    "fast",
    "-w",
    "restart",
  ];
  const user = process.env.PETBOX_PG_USER;
  if (user) execFileSync("runuser", ["-u", user, "--", pgCtl, ...args], { stdio: "ignore" });
  else execFileSync(pgCtl, args, { stdio: "ignore" });
}

/** Runs one query on a connection of its own (any connection may be cut by the tests). */
export async function query<Row extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The shop's sessions on `url`'s database in `state` ("idle in transaction"…): not ours. */
export async function sessionsIn(url: string, state: string): Promise<number> {
  const [row] = await query<{ n: number }>(
    url,
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and state = $1`,
    [state],
  );
  return row?.n ?? 0;
}

/** Waits until PostgreSQL answers on `url` again (after a restart or a crash's recovery). */
export async function postgresAnswers(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await query(url, "select 1");
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
