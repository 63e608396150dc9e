// One run of `npm run bench:api` against one database: a shop server started for it, the
// reviews, checkout and the portal's actions under load, and the stored rows checked against
// the answers (run.ts describes the loads and budgets).
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { isPortFree, root, stopProcess, waitForHttp } from "../lib/services";
import type { Customer } from "./infra";
import { cannon, type Measured, steady, withCpu } from "./load";
import {
  ACTIONS_P99_BUDGET_MS,
  ACTIONS_RATE,
  ACTIONS_SUBSCRIPTIONS,
  CHECKOUT_P99_BUDGET_MS,
  CHECKOUT_RATE,
  GET_P99_BUDGET_MS,
  PORT,
} from "./settings";
import { countReviews, type OrderCounter } from "./stored";

/** One box of Cozy Cat Corner for `petId` on `planId`, to the bench customer's address. */
function checkoutBody(petId: number, planId: string): string {
  return JSON.stringify({
    lines: [{ boxId: 1, petId, quantity: 1 }],
    planId,
    address: {
      fullName: "Bench Customer",
      line1: "12 Main Street",
      city: "Springfield",
      region: "IL",
      postalCode: "62704",
      country: "US",
    },
  });
}

export async function benchOne(
  label: string,
  env: Record<string, string>,
  customer: Customer,
  countOrders: OrderCounter,
) {
  if (!(await isPortFree(PORT))) throw new Error(`port ${PORT} is in use (BENCH_PORT moves it)`);
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      RATE_LIMIT_WRITES: "0",
      FIREBASE_AUTH_EMULATOR_HOST: customer.emulatorHost,
      // No card provider and no mail server: checkout's own work, not Stripe's or SMTP's.
      STRIPE_SECRET_KEY: "",
      STRIPE_WEBHOOK_SECRET: "",
      SMTP_URL: "",
      ...env,
    },
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitForHttp(`${base}/api/health`, { child: server, timeoutMs: 60_000 });
    // Something to read: 50 reviews on box 1.
    for (let i = 0; i < 50; i += 1) {
      await fetch(`${base}/api/boxes/1/reviews`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text: `Seed review ${i}`, rating: (i % 5) + 1 }),
      });
    }
    // The newest page, as every box page asks for it (kept in memory on PGlite, decision 046)...
    const get = await cannon({ url: `${base}/api/boxes/1/reviews` });
    // ...and, for comparison, a page that always goes to the database: the next one down.
    const { nextCursor } = (await (await fetch(`${base}/api/boxes/1/reviews`)).json()) as {
      nextCursor: string;
    };
    const older = await cannon({ url: `${base}/api/boxes/1/reviews?before=${nextCursor}` });
    const before = await countReviews(base, "9");
    const post = await cannon({
      url: `${base}/api/boxes/9/reviews`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "Benchmark review: lovely box, happy cat.", rating: 5 }),
    });
    const stored = (await countReviews(base, "9")) - before;

    const auth = { authorization: `Bearer ${customer.idToken}` };
    const shoppers = await Promise.all(
      [customer, ...customer.others].map(async (account) => {
        const headers = { authorization: `Bearer ${account.idToken}` };
        const created = await fetch(`${base}/api/pets`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify({ name: "Bench", species: "cat" }),
        });
        if (created.status !== 201) throw new Error(`POST /api/pets answered ${created.status}`);
        const { pet } = (await created.json()) as { pet: { id: number } };
        return { uid: account.uid, headers, petId: pet.id };
      }),
    );
    const pet = { id: shoppers[0]!.petId };
    const countAll = async () =>
      (await Promise.all(shoppers.map(({ uid }) => countOrders(uid)))).reduce((a, b) => a + b, 0);
    const ordersBefore = await countAll();
    // The customers in turn, each with their own pet, and a fresh key per order, as the browser
    // sends one per submission.
    const checkout = await withCpu(server.pid, () =>
      steady(base, CHECKOUT_RATE, (i) => {
        const shopper = shoppers[i % shoppers.length]!;
        return {
          method: "POST",
          path: "/api/checkout",
          headers: {
            "content-type": "application/json",
            ...shopper.headers,
            "idempotency-key": randomUUID(),
          },
          // Pay per box: the bench shop pays on delivery, which sells no prepaid plan (217).
          body: checkoutBody(shopper.petId, "per-box"),
        };
      }),
    );
    const placed = (await countAll()) - ordersBefore;
    const actions = await withCpu(server.pid, () => benchSubscriptionActions(base, auth, pet.id));

    const cpu = (r: { cpuPerRequest: number | null }) =>
      r.cpuPerRequest === null ? "" : `  server CPU ${r.cpuPerRequest.toFixed(1)} ms/request`;
    const line = (name: string, r: Measured) =>
      `${label.padEnd(10)} ${name.padEnd(5)} ${r.rate.toFixed(0).padStart(5)} req/s  ` +
      `p50 ${r.latency.p50.toFixed(0).padStart(4)} ms  p99 ${r.latency.p99.toFixed(0).padStart(4)} ms  ` +
      `max ${r.latency.max.toFixed(0).padStart(4)} ms  measured ${r.latency.samples} ` +
      `(+${r.latency.added} hidden)  2xx ${r["2xx"]}  other ${r.non2xx}  errors ${r.errors + r.timeouts}`;
    console.log(line("GET", get));
    console.log(`${line("GET", older)}  (older page, not cached: for comparison)`);
    console.log(line("POST", post));
    console.log(`${line("CHECK", checkout)}  (POST /api/checkout)${cpu(checkout)}`);
    console.log(`${line("SUBS", actions)}  (pause, resume, change: issue 13)${cpu(actions)}`);
    const problems: string[] = [];
    if (stored !== post["2xx"])
      problems.push(`stored ${stored} reviews but answered 2xx ${post["2xx"]} times`);
    if (get.latency.p99 >= GET_P99_BUDGET_MS)
      problems.push(`GET p99 ${get.latency.p99} ms is over ${GET_P99_BUDGET_MS} ms`);
    for (const r of [get, older]) {
      if (r.non2xx + r.errors + r.timeouts > 0) problems.push("GET had failures");
    }
    if (placed !== checkout["2xx"])
      problems.push(`stored ${placed} orders but answered 2xx ${checkout["2xx"]} times`);
    if (checkout.latency.p99 >= CHECKOUT_P99_BUDGET_MS)
      problems.push(`checkout p99 ${checkout.latency.p99} ms is over ${CHECKOUT_P99_BUDGET_MS} ms`);
    if (checkout.non2xx + checkout.errors + checkout.timeouts > 0)
      problems.push("checkout had failures");
    if (actions.latency.p99 >= ACTIONS_P99_BUDGET_MS)
      problems.push(
        `subscription actions p99 ${actions.latency.p99} ms is over ${ACTIONS_P99_BUDGET_MS} ms`,
      );
    if (actions.non2xx + actions.errors + actions.timeouts > 0)
      problems.push("subscription actions had failures");
    console.log(
      `${label.padEnd(10)} stored rows ${stored} = POST 2xx ${post["2xx"]}: ${stored === post["2xx"] ? "yes" : "NO"}`,
    );
    console.log(
      `${label.padEnd(10)} stored orders ${placed} = checkout 2xx ${checkout["2xx"]}: ${placed === checkout["2xx"] ? "yes" : "NO"}`,
    );
    return problems.map((p) => `${label}: ${p}`);
  } finally {
    await stopProcess(server, "SIGTERM");
  }
}

/**
 * The portal's actions (issue 13) at ACTIONS_RATE, evenly spaced (decision 163). Each of
 * ACTIONS_SUBSCRIPTIONS pay-per-box subscriptions (one customer's cards) goes through rounds of
 * pause 1 month, resume, 2 boxes, 1 box, each with a fresh Idempotency-Key: request i acts on
 * subscription i mod N, step ⌊i / N⌋ mod 4. All four are allowed in every state a round passes
 * through, so any refusal is a failure; one subscription's requests are a second apart, so two of
 * them overlap only if an answer takes longer than that.
 */
async function benchSubscriptionActions(
  base: string,
  auth: Record<string, string>,
  petId: number,
): Promise<Measured> {
  const ids: number[] = [];
  for (let i = 0; i < ACTIONS_SUBSCRIPTIONS; i += 1) {
    const response = await fetch(`${base}/api/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json", ...auth },
      body: checkoutBody(petId, "per-box"),
    });
    if (response.status !== 201) throw new Error(`checkout answered ${response.status}`);
    const { subscriptions } = (await response.json()) as { subscriptions: { id: number }[] };
    ids.push(subscriptions[0]!.id);
  }
  const steps: { method: string; suffix: string; body?: unknown }[] = [
    { method: "POST", suffix: "/pause", body: { months: 1 } },
    { method: "POST", suffix: "/resume" },
    { method: "PATCH", suffix: "", body: { quantity: 2 } },
    { method: "PATCH", suffix: "", body: { quantity: 1 } },
  ];
  return steady(base, ACTIONS_RATE, (i) => {
    const step = steps[Math.floor(i / ids.length) % steps.length]!;
    return {
      method: step.method,
      path: `/api/subscriptions/${ids[i % ids.length]}${step.suffix}`,
      headers: {
        ...auth,
        ...(step.body === undefined ? {} : { "content-type": "application/json" }),
        "idempotency-key": randomUUID(),
      },
      ...(step.body === undefined ? {} : { body: JSON.stringify(step.body) }),
    };
  });
}
