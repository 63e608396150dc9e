// In production the shop server runs behind a TLS terminator (docs/operations.md, "Deploying"),
// and every current one (nginx, Caddy, a CDN, a cloud load balancer) speaks HTTP/2 to browsers:
// one connection carrying every request at once. The bench puts one in front of the shop server so
// Lighthouse measures that connection, not six HTTP/1.1 ones that each wait a round trip per
// file (docs/decisions/007-performance.md, "HTTP/2 as in production").
import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

export interface TlsTerminator {
  /** `https://localhost:<port>`: the address to measure. */
  origin: string;
  /** Chromium flags that make it trust the terminator's throw-away certificate, and only it. */
  chromeFlags: string[];
  close(): Promise<void>;
}

/** Headers of one connection, which a proxy does not pass on (RFC 9110 §7.6.1, RFC 9113 §8.2.2). */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "http2-settings",
  "te",
  "host",
]);

function passOn(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith(":") && !HOP_BY_HOP.has(name) && value !== undefined) kept[name] = value;
  }
  return kept;
}

/**
 * Serves `https://localhost:port` (0: any free port) over HTTP/2 (and HTTP/1.1 for clients without it), passing
 * every request as it came, compressed bodies included, to the shop server on `targetPort`.
 * The certificate is made for this run with `openssl` and deleted on close.
 */
export async function startTlsTerminator({
  port,
  targetPort,
}: {
  port: number;
  targetPort: number;
}): Promise<TlsTerminator> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "petbox-bench-tls-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      keyFile,
      "-out",
      certFile,
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  const cert = readFileSync(certFile);
  const spki = new X509Certificate(cert).publicKey.export({ type: "spki", format: "der" });
  const spkiHash = createHash("sha256").update(spki).digest("base64");

  const server = http2.createSecureServer(
    { key: readFileSync(keyFile), cert, allowHTTP1: true },
    (request, response) => {
      const headers = passOn(request.headers);
      headers.host = request.headers[":authority"] ?? request.headers.host;
      const upstream = http.request(
        {
          host: "127.0.0.1",
          port: targetPort,
          method: request.method,
          path: request.url,
          headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, passOn(answer.headers));
          answer.pipe(response);
        },
      );
      upstream.on("error", () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(upstream);
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, resolve);
  });

  return {
    origin: `https://localhost:${(server.address() as AddressInfo).port}`,
    chromeFlags: [`--ignore-certificate-errors-spki-list=${spkiHash}`],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(dir, { recursive: true, force: true });
      }),
  };
}
