import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address: the socket's peer, or — behind `trustProxyHops` proxies that each
 * append to X-Forwarded-For — the entry the outermost trusted proxy wrote. Never the
 * client-controlled left end of the header.
 */
export function clientAddress(c: Context, trustProxyHops = 0): string {
  if (trustProxyHops > 0) {
    const hops = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const entry = hops[hops.length - trustProxyHops];
    if (entry) return entry;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // no socket (in-process requests in tests)
  }
}
