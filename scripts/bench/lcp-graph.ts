// What Lighthouse's simulated LCP is made of. Lantern (Lighthouse's simulator) does not replay the
// page: it takes every request and every main-thread task that finished before the observed LCP,
// keeps their dependencies, and replays that graph on the mobile profile (150 ms round trips,
// 1.6 Mbit/s, CPU ×4). The simulated LCP is when the last node of that graph ends. Printing the
// graph shows what a page's LCP waits for: which requests, how many bytes, which tasks.
import type { Artifacts } from "lighthouse/types/artifacts.js";
import type { Config } from "lighthouse";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";

/** One node of the simulated graph, in simulated milliseconds from the start of navigation. */
export interface GraphNode {
  kind: "request" | "task";
  startMs: number;
  endMs: number;
  /** Requests: resource type, priority and path. Tasks: what they ran. */
  label: string;
  /** Requests only: bytes transferred. */
  bytes?: number;
  /** Tasks only: the task's length on this machine, before the ×4 CPU slowdown. */
  observedMs?: number;
}

export interface LcpGraph {
  lcpMs: number;
  nodes: GraphNode[];
}

/** The nodes of a Lantern graph, as far as they are read here. */
interface LanternNode {
  type: "network" | "cpu";
  startTime: number;
  endTime: number;
  request?: { url: string; resourceType?: string; priority: string; transferSize: number };
  childEvents?: { name: string; args?: { data?: { url?: string } } }[];
  didPerformLayout?: () => boolean;
}

/**
 * What Lantern needs to simulate a run again. With BENCH_LHR_DIR the bench keeps it as
 * `<run>.lantern.json` beside `<run>.trace.json` (lighthouse.ts), for `lcp-what-if.ts`.
 */
export interface SavedRun {
  Trace: Artifacts["Trace"];
  DevtoolsLog: Artifacts["DevtoolsLog"];
  GatherContext: Artifacts["GatherContext"];
  URL: Artifacts["URL"];
  settings: Config.Settings;
}

/** The fields of a DevTools log event that say which request it belongs to. */
interface RequestFields {
  requestId?: string;
  request?: { method: string; url: string };
}

/**
 * The DevTools log without the requests whose "METHOD url" matches `pattern` (every event of
 * each, CORS preflights included when they match): the run as if the page had not sent them.
 */
export function withoutRequests<T extends { method: string; params?: unknown }>(
  log: readonly T[],
  pattern: RegExp,
): { log: T[]; left: string[] } {
  const fields = (event: T) => (event.params ?? {}) as RequestFields;
  const left = new Map<string, string>();
  for (const event of log) {
    const { requestId, request } = fields(event);
    if (event.method !== "Network.requestWillBeSent" || !request || !requestId) continue;
    const name = `${request.method} ${request.url}`;
    if (pattern.test(name)) left.set(requestId, name);
  }
  return {
    log: log.filter((event) => !left.has(fields(event).requestId ?? "")),
    left: [...left.values()],
  };
}

/**
 * Lantern's LCP for a finished Lighthouse run, with the pessimistic graph (every request and
 * every layout before the observed LCP; the optimistic one is a subset of it). This calls a
 * Lighthouse module that is not part of its public API: it may move in a major version.
 */
export async function simulatedLcpGraph(run: SavedRun): Promise<LcpGraph> {
  const result = await LanternLargestContentfulPaint.request(
    {
      trace: run.Trace,
      devtoolsLog: run.DevtoolsLog,
      gatherContext: run.GatherContext,
      settings: run.settings as never,
      URL: run.URL,
      simulator: undefined,
    },
    // A fresh cache: the same run simulated with another log must not get the first answer.
    { computedCache: new Map() } as never,
  );
  const timings = result.pessimisticEstimate.nodeTimings as unknown as Map<
    LanternNode,
    { startTime: number; endTime: number }
  >;
  const origin = new URL(run.URL.finalDisplayedUrl).origin;
  const nodes = [...timings].map(([node, timing]): GraphNode => {
    const at = { startMs: timing.startTime, endMs: timing.endTime };
    if (node.type === "network" && node.request) {
      const { url, resourceType, priority, transferSize } = node.request;
      const where = url.startsWith(origin) ? url.slice(origin.length) : url;
      return {
        kind: "request",
        ...at,
        label: `${resourceType ?? "Other"} ${priority} ${where}`,
        bytes: transferSize,
      };
    }
    const ran = new Set(
      (node.childEvents ?? [])
        .filter((event) => event.args?.data?.url)
        .map((event) => `${event.name} ${event.args!.data!.url!.split("/").pop()}`),
    );
    return {
      kind: "task",
      ...at,
      label: [...[...ran].slice(0, 3), node.didPerformLayout?.() ? "layout" : ""]
        .filter(Boolean)
        .join(", "),
      observedMs: (node.endTime - node.startTime) / 1000,
    };
  });
  return { lcpMs: result.timing, nodes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The graph as text: a summary line, then one line per node in the order they start. */
export function describeLcpGraph({ lcpMs, nodes }: LcpGraph): string {
  const requests = nodes.filter((node) => node.kind === "request");
  const bytes = requests.reduce((sum, node) => sum + (node.bytes ?? 0), 0);
  const scriptBytes = requests
    .filter((node) => node.label.startsWith("Script "))
    .reduce((sum, node) => sum + (node.bytes ?? 0), 0);
  const tasks = nodes.filter((node) => node.kind === "task");
  const taskMs = tasks.reduce((sum, node) => sum + (node.observedMs ?? 0), 0);
  const summary =
    `LCP ${Math.round(lcpMs)} ms waits for ${requests.length} requests of ${kb(bytes)} ` +
    `(scripts ${kb(scriptBytes)}) and ${tasks.length} tasks of ${taskMs.toFixed(1)} ms on this machine`;
  const lines = [...nodes]
    .sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs)
    .map((node) => {
      const span = `${Math.round(node.startMs)}–${Math.round(node.endMs)} ms`.padEnd(14);
      const size =
        node.kind === "request" ? kb(node.bytes ?? 0) : `task ${node.observedMs!.toFixed(1)} ms`;
      return `${span} ${size.padStart(13)}  ${node.label}`;
    });
  return [summary, ...lines].join("\n");
}
