// A request to the running shop server's owner socket (./socket.ts), with nothing but Node's
// HTTP client: the owner's command uses it, and so does a test runner outside the server (the
// e2e support), without loading the server's code.
import http from "node:http";

/** A request the owner's command cannot be answered with (a month out of range): a message. */
export class OwnerRequestError extends Error {
  override name = "OwnerRequestError";
}

/**
 * The JSON the shop server answers `method requestPath` with over `socketPath`; a 400 rejects
 * with an OwnerRequestError carrying its message, any other status not `accepted` with an Error.
 */
export function requestOverSocket(
  socketPath: string,
  method: "GET" | "POST",
  requestPath: string,
  accepted: readonly number[] = [200],
  body?: unknown,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const headers = body === undefined ? {} : { "content-type": "application/json" };
    const request = http.request({ socketPath, path: requestPath, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        if (response.statusCode === 400) {
          reject(new OwnerRequestError(body));
          return;
        }
        if (!accepted.includes(response.statusCode ?? 0)) {
          reject(new Error(`the shop server answered ${response.statusCode}`));
          return;
        }
        try {
          resolve(JSON.parse(body));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    request.on("error", reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}
