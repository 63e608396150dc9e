// One HTTP request as the cluster tests send them: keep-alive by default, any status answered
// (never thrown), a failure to connect or a cut connection thrown with its code.
import http from "node:http";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export const keepAlive = () => new http.Agent({ keepAlive: true, maxSockets: 32 });
const sharedAgent = keepAlive();

export function send(
  base: string,
  method: string,
  pathname: string,
  {
    body,
    headers = {},
    agent = sharedAgent,
    timeoutMs = 30_000,
  }: {
    body?: unknown;
    headers?: Record<string, string>;
    agent?: http.Agent | false;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const target = new URL(pathname, base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        agent,
        headers: {
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.setTimeout(timeoutMs, () => request.destroy(new Error("timeout")));
    request.on("error", reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** The answer, or a stand-in with status 0 and the error's code as its body. */
export function attempt(...args: Parameters<typeof send>): Promise<Answer> {
  return send(...args).catch(
    (error: NodeJS.ErrnoException) =>
      ({ status: 0, headers: {}, body: error.code ?? error.message }) as Answer,
  );
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
