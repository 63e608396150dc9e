import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form-encoded body as the SDK sent it: `line_items[0][quantity]` → "2". */
  form: URLSearchParams;
}

/**
 * A stand-in for api.stripe.com on loopback (the network cannot reach Stripe): it records what
 * the SDK sends and answers like Stripe would, with a session whose amount_total is computed
 * from the line items it received. `respond` overrides the answer for a test.
 */
export async function startStripeStandIn() {
  const requests: RecordedRequest[] = [];
  let sessions = 0;
  let respond: ((request: RecordedRequest) => { status: number; body: unknown } | null) | null =
    null;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const recorded: RecordedRequest = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString("utf8")),
      };
      requests.push(recorded);
      const answer = respond?.(recorded) ?? checkoutSession(recorded);
      res.writeHead(answer.status, {
        "content-type": "application/json",
        "request-id": "req_test",
      });
      res.end(JSON.stringify(answer.body));
    });
  });

  function checkoutSession(request: RecordedRequest) {
    if (request.method !== "POST" || request.path !== "/v1/checkout/sessions") {
      return {
        status: 404,
        body: { error: { type: "invalid_request_error", message: "Unrecognized request URL" } },
      };
    }
    let amount = 0;
    for (let i = 0; request.form.has(`line_items[${i}][quantity]`); i += 1) {
      amount +=
        Number(request.form.get(`line_items[${i}][quantity]`)) *
        Number(request.form.get(`line_items[${i}][price_data][unit_amount]`));
    }
    sessions += 1;
    const id = `cs_test_${sessions}`;
    return {
      status: 200,
      body: {
        id,
        object: "checkout.session",
        mode: request.form.get("mode"),
        client_reference_id: request.form.get("client_reference_id"),
        amount_total: amount,
        currency: "usd",
        payment_status: "unpaid",
        status: "open",
        url: `https://checkout.stripe.com/c/pay/${id}`,
      },
    };
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: { host: "127.0.0.1", port, protocol: "http" as const },
    requests,
    respondWith(handler: typeof respond) {
      respond = handler;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
