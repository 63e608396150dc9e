// @vitest-environment node
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTlsTerminator, type TlsTerminator } from "./tls-terminator";

const body = gzipSync("<p>PetBox</p>");
let shop: http.Server;
let terminator: TlsTerminator;
const seen: { url?: string; headers: http.IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  shop = http.createServer((request, response) => {
    seen.push({ url: request.url, headers: request.headers });
    response.writeHead(200, {
      "content-type": "text/html",
      "content-encoding": "gzip",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
  const targetPort = (shop.address() as AddressInfo).port;
  terminator = await startTlsTerminator({ port: 0, targetPort });
});

afterAll(async () => {
  await terminator.close();
  await new Promise((resolve) => shop.close(resolve));
});

/** One GET over HTTP/2, trusting the throw-away certificate as the bench's Chromium does. */
function get(path: string): Promise<{ headers: http2.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(terminator.origin, { rejectUnauthorized: false });
    session.on("error", reject);
    const stream = session.request({ ":path": path, "accept-encoding": "gzip" });
    const chunks: Buffer[] = [];
    let headers: http2.IncomingHttpHeaders = {};
    stream.on("response", (received) => (headers = received));
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      session.close();
      resolve({ headers, body: Buffer.concat(chunks) });
    });
    stream.on("error", reject);
  });
}

describe("the bench's TLS terminator", () => {
  it("answers over HTTP/2 with the shop's answer, compressed body and headers as sent", async () => {
    const answer = await get("/cart?x=1");
    expect(answer.headers[":status"]).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["cache-control"]).toBe("no-cache");
    expect(answer.headers.connection).toBeUndefined();
    expect(answer.body.equals(body)).toBe(true);
  });

  it("passes the path, the host and the request's headers to the shop", async () => {
    await get("/api/plans?page=2");
    const last = seen.at(-1)!;
    expect(last.url).toBe("/api/plans?page=2");
    expect(last.headers.host).toBe(new URL(terminator.origin).host);
    expect(last.headers["accept-encoding"]).toBe("gzip");
  });

  it("names the certificate Chromium is to trust by its key's hash", () => {
    expect(terminator.origin).toMatch(/^https:\/\/localhost:\d+$/);
    expect(terminator.chromeFlags).toEqual([
      expect.stringMatching(/^--ignore-certificate-errors-spki-list=[A-Za-z0-9+/]{43}=$/),
    ]);
  });
});
