import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form-encoded body as the SDK sent it: `line_items[0][quantity]` → "2". */
  form: URLSearchParams;
}

export interface StandInAnswer {
  status: number;
  body: unknown;
}

/**
 * A test's own answer to a request: an answer, null for the stand-in's usual one, or "drop" to
 * close the connection without answering (an answer lost on the way). A promise answers later.
 */
export type Respond = (
  request: RecordedRequest,
) => StandInAnswer | null | "drop" | Promise<StandInAnswer | null | "drop">;

/**
 * A stand-in for api.stripe.com on loopback (the network cannot reach Stripe): it records what
 * the SDK sends and answers like Stripe would, with a session whose amount_total is computed
 * from the line items it received. `respond` overrides the answer for a test.
 */
export async function startStripeStandIn() {
  const requests: RecordedRequest[] = [];
  let sessions = 0;
  let respond: Respond | null = null;

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
      void Promise.resolve(respond?.(recorded) ?? null).then((chosen) => {
        if (chosen === "drop") {
          res.socket?.destroy();
          return;
        }
        const answer = chosen ?? checkoutSession(recorded);
        res.writeHead(answer.status, {
          "content-type": "application/json",
          "request-id": "req_test",
        });
        res.end(JSON.stringify(answer.body));
      });
    });
  });

  /** Running subscriptions the stand-in knows: id → customer and item ids, in order. */
  const subscriptions = new Map<string, { customer: string; items: string[] }>();
  /** What the lifecycle changed: items set to a quantity, subscriptions to end (decision 230). */
  const quantities = new Map<string, number>();
  const cancelAtPeriodEnd = new Set<string>();
  let created = 0;
  /** Coupons made (POST /v1/coupons), by id. */
  const coupons = new Map<
    string,
    { id: string; amount_off: number; duration: string | null; duration_in_months: number | null }
  >();
  /** Invoice items made (decision 276), oldest first, and by idempotency key. */
  const invoiceItems: {
    id: string;
    customer: string | null;
    amount: number;
    metadata: Record<string, string>;
    invoice: string | null;
    created: number;
  }[] = [];
  const invoiceItemKeys = new Map<string, (typeof invoiceItems)[number]>();
  let ignoreKeys = false;
  /** Sessions created in payment mode (decision 274), by id. */
  const oneOff = new Set<string>();
  const notFound = {
    status: 404,
    body: { error: { type: "invalid_request_error", message: "Unrecognized request URL" } },
  };

  function subscriptionBody(id: string) {
    const known = subscriptions.get(id);
    return {
      id,
      object: "subscription",
      customer: known?.customer,
      status: "active",
      cancel_at_period_end: cancelAtPeriodEnd.has(id),
      latest_invoice: `in_test_${id}`,
      items: {
        object: "list",
        data: (known?.items ?? []).map((item) => ({
          id: item,
          object: "subscription_item",
          quantity: quantities.get(item) ?? 1,
        })),
      },
    };
  }

  /** The lifecycle's calls (decision 104): read and update a subscription, items, products. */
  function lifecycle(request: RecordedRequest) {
    const [path] = request.path.split("?");
    const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path ?? "");
    if (subscription) {
      const id = subscription[1]!;
      if (!subscriptions.has(id)) return notFound;
      const cancel = request.form.get("cancel_at_period_end");
      if (request.method === "POST" && cancel === "true") cancelAtPeriodEnd.add(id);
      if (request.method === "POST" && cancel === "false") cancelAtPeriodEnd.delete(id);
      return { status: 200, body: subscriptionBody(id) };
    }
    const item = /^\/v1\/subscription_items\/([\w-]+)$/.exec(path ?? "");
    if (item && request.method === "POST" && request.form.has("quantity")) {
      quantities.set(item[1]!, Number(request.form.get("quantity")));
      return {
        status: 200,
        body: { id: item[1], object: "subscription_item", quantity: quantities.get(item[1]!) },
      };
    }
    if (item && request.method === "DELETE") {
      for (const known of subscriptions.values()) {
        known.items = known.items.filter((each) => each !== item[1]);
      }
      return { status: 200, body: { id: item[1], object: "subscription_item", deleted: true } };
    }
    if (request.method === "POST" && path === "/v1/products") {
      created += 1;
      return {
        status: 200,
        body: { id: `prod_test_${created}`, object: "product", name: request.form.get("name") },
      };
    }
    if (request.method === "POST" && path === "/v1/credit_notes") {
      created += 1;
      const amount = Number(request.form.get("amount"));
      return {
        status: 200,
        body: {
          id: `cn_test_${created}`,
          object: "credit_note",
          invoice: request.form.get("invoice"),
          amount,
          refunds: [{ amount_refunded: Number(request.form.get("refund_amount")) }],
          currency: "usd",
        },
      };
    }
    // Refunds (decision 229): a session's first invoice, its payment, and the refund itself.
    const session = /^\/v1\/checkout\/sessions\/(cs_[\w-]+)$/.exec(path ?? "");
    if (session && request.method === "GET") {
      // A payment-mode session (a gift, decision 274) is paid by its own PaymentIntent, with no
      // invoice; a subscription's first payment is its first invoice's.
      const once = oneOff.has(session[1]!);
      return {
        status: 200,
        body: {
          id: session[1],
          object: "checkout.session",
          mode: once ? "payment" : "subscription",
          invoice: once ? null : `in_first_${session[1]}`,
          payment_intent: once ? `pi_once_${session[1]}` : null,
        },
      };
    }
    if (request.method === "GET" && path === "/v1/invoice_payments") {
      const invoice = new URLSearchParams(request.path.split("?")[1] ?? "").get("invoice");
      return {
        status: 200,
        body: {
          object: "list",
          has_more: false,
          data: [
            {
              id: `inpay_${invoice}`,
              object: "invoice_payment",
              invoice,
              status: "paid",
              payment: { type: "payment_intent", payment_intent: `pi_for_${invoice}` },
            },
          ],
        },
      };
    }
    if (request.method === "POST" && path === "/v1/refunds") {
      created += 1;
      return {
        status: 200,
        body: {
          id: `re_test_${created}`,
          object: "refund",
          amount: Number(request.form.get("amount")),
          payment_intent: request.form.get("payment_intent"),
          currency: "usd",
          status: "succeeded",
        },
      };
    }
    if (request.method === "POST" && path === "/v1/invoiceitems") {
      // Stripe answers a repeated idempotency key with the first answer (within its 24 hours).
      const key = ignoreKeys ? undefined : request.headers["idempotency-key"];
      const again = typeof key === "string" ? invoiceItemKeys.get(key) : undefined;
      if (again) return { status: 200, body: again };
      created += 1;
      const metadata: Record<string, string> = {};
      for (const [name, value] of request.form) {
        const field = /^metadata\[(.+)\]$/.exec(name);
        if (field) metadata[field[1]!] = value;
      }
      const item = {
        id: `ii_test_${created}`,
        object: "invoiceitem" as const,
        customer: request.form.get("customer"),
        subscription: request.form.get("subscription"),
        amount: Number(request.form.get("amount")),
        currency: "usd",
        description: request.form.get("description"),
        metadata,
        invoice: null,
        created: Math.floor(Date.now() / 1000),
      };
      invoiceItems.push(item);
      if (typeof key === "string") invoiceItemKeys.set(key, item);
      return { status: 200, body: item };
    }
    if (request.method === "GET" && path === "/v1/invoiceitems") {
      // The customer's items, newest first; `created[gte]` and `pending` filter as Stripe does.
      const query = new URLSearchParams(request.path.split("?")[1] ?? "");
      const customer = query.get("customer");
      const since = query.get("created[gte]");
      const pending = query.get("pending");
      const data = invoiceItems
        .filter(
          (item) =>
            (customer === null || item.customer === customer) &&
            (since === null || item.created >= Number(since)) &&
            (pending === null || (pending === "true") === (item.invoice === null)),
        )
        .reverse();
      return {
        status: 200,
        body: { object: "list", url: "/v1/invoiceitems", has_more: false, data },
      };
    }
    return null;
  }

  function checkoutSession(request: RecordedRequest): StandInAnswer {
    const other = lifecycle(request);
    if (other) return other;
    const expired = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(request.path);
    if (expired && request.method === "POST") {
      return {
        status: 200,
        body: { id: expired[1], object: "checkout.session", status: "expired" },
      };
    }
    if (request.method === "POST" && request.path === "/v1/coupons") {
      const id = `coupon_test_${coupons.size + 1}`;
      const coupon = {
        id,
        object: "coupon",
        amount_off: Number(request.form.get("amount_off")),
        currency: request.form.get("currency"),
        duration: request.form.get("duration"),
        duration_in_months: request.form.has("duration_in_months")
          ? Number(request.form.get("duration_in_months"))
          : null,
        name: request.form.get("name"),
      };
      coupons.set(id, coupon);
      return { status: 200, body: coupon };
    }
    if (request.method !== "POST" || request.path !== "/v1/checkout/sessions") return notFound;
    let amount = 0;
    for (let i = 0; request.form.has(`line_items[${i}][quantity]`); i += 1) {
      amount +=
        Number(request.form.get(`line_items[${i}][quantity]`)) *
        Number(request.form.get(`line_items[${i}][price_data][unit_amount]`));
    }
    // A coupon's amount off comes off the first invoice, as Stripe takes it (never below 0).
    const couponId = request.form.get("discounts[0][coupon]");
    if (couponId !== null) {
      const coupon = coupons.get(couponId);
      if (!coupon) return notFound;
      amount = Math.max(0, amount - coupon.amount_off);
    }
    sessions += 1;
    const id = `cs_test_${sessions}`;
    if (request.form.get("mode") === "payment") oneOff.add(id);
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
    subscriptions,
    coupons,
    invoiceItems,
    /** Stripe keeps an idempotency key 24 hours: a test moves past them. */
    forgetIdempotencyKeys: () => invoiceItemKeys.clear(),
    /** Invoice items made as if every request were the first (keys kept no time at all). */
    ignoreIdempotencyKeys(ignore: boolean) {
      ignoreKeys = ignore;
    },
    respondWith(handler: Respond | null) {
      respond = handler;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Lets the test process end with the stand-in still listening (a shared fixture's). */
    unref: () => server.unref(),
  };
}
