// @vitest-environment node
import { describe, expect, it } from "vitest";
import { describeLcpGraph, withoutRequests } from "./lcp-graph";

describe("describeLcpGraph", () => {
  const graph = {
    lcpMs: 2007.4,
    nodes: [
      {
        kind: "request" as const,
        startMs: 958,
        endMs: 1708,
        label: "Script High /assets/entry.client.js",
        bytes: 58_457,
      },
      {
        kind: "request" as const,
        startMs: 0,
        endMs: 770,
        label: "Document VeryHigh /cart",
        bytes: 4332,
      },
      {
        kind: "task" as const,
        startMs: 770,
        endMs: 957,
        label: "ParseHTML cart, layout",
        observedMs: 46.7,
      },
      {
        kind: "request" as const,
        startMs: 770,
        endMs: 770,
        label: "Other High /catDog.json",
        bytes: 1896,
      },
    ],
  };

  it("sums what the LCP waits for: requests, their bytes, the scripts' bytes, and the tasks", () => {
    const [summary] = describeLcpGraph(graph).split("\n");
    expect(summary).toBe(
      "LCP 2007 ms waits for 3 requests of 63.2 KB (scripts 57.1 KB) and 1 tasks of 46.7 ms on this machine",
    );
  });

  it("lists the nodes in the order they start, each with its span and size", () => {
    const lines = describeLcpGraph(graph).split("\n").slice(1);
    expect(lines.map((line) => line.trim().split(/\s+/).at(-1))).toEqual([
      "/cart",
      "/catDog.json",
      "layout",
      "/assets/entry.client.js",
    ]);
    expect(lines[0]).toMatch(/^0–770 ms\s+4\.2 KB {2}Document VeryHigh \/cart$/);
    expect(lines[2]).toMatch(/^770–957 ms\s+task 46\.7 ms {2}ParseHTML cart, layout$/);
  });
});

describe("withoutRequests", () => {
  const sent = (requestId: string, method: string, url: string) => ({
    method: "Network.requestWillBeSent",
    params: { requestId, request: { method, url } },
  });
  const finished = (requestId: string) => ({
    method: "Network.loadingFinished",
    params: { requestId },
  });
  const log = [
    { method: "Page.frameNavigated", params: {} },
    sent("1", "GET", "https://shop.test/cart"),
    sent("2", "OPTIONS", "https://id.test/v1/accounts:lookup"),
    sent("3", "POST", "https://id.test/v1/accounts:lookup"),
    finished("1"),
    finished("2"),
    finished("3"),
  ];

  it("leaves out every event of each matching request, and names what it left out", () => {
    const { log: rest, left } = withoutRequests(log, /accounts:lookup/);
    expect(left).toEqual([
      "OPTIONS https://id.test/v1/accounts:lookup",
      "POST https://id.test/v1/accounts:lookup",
    ]);
    expect(rest).toEqual([log[0], log[1], log[4]]);
  });

  it("matches the method too, so a preflight can be left out alone", () => {
    const { log: rest, left } = withoutRequests(log, /^OPTIONS /);
    expect(left).toEqual(["OPTIONS https://id.test/v1/accounts:lookup"]);
    expect(rest).toHaveLength(log.length - 2);
  });
});
