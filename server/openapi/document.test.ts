// @vitest-environment node
import { Ajv2020 } from "ajv/dist/2020";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AccountDirectory } from "../auth/accounts";
import { createManualProvider } from "../payments/manual";
import { createStripeProvider } from "../payments/stripe";
import { fixedTokens, postJson, testApp, testToken } from "../test-support/app";
import { home } from "../test-support/commerce";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { openApiDocument, openApiPath } from "./document";

// A real database on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 30_000 });

let store: TestDatabase;
beforeAll(async () => {
  store = await freshDatabase();
}, 60_000);
afterAll(() => store.drop(), 30_000);

const document = openApiDocument();

/** "GET /api/pets/{id}" for every route the API registers (middleware and the 404 aside). */
function registeredRoutes(app: ReturnType<typeof testApp>): string[] {
  const routes = app.routes
    .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
    .map((route) => `${route.method} ${openApiPath(route.path)}`);
  return [...new Set(routes)].sort();
}

function documentedRoutes(): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

describe("the API reference", () => {
  it("describes every route the API registers, and only those", () => {
    // A shop with Stripe has every route, the webhook too.
    const stripe = createStripeProvider({
      secretKey: "sk_test_reference",
      webhookSecret: "whsec_reference",
      shopUrl: "http://localhost:3000",
    });
    const withStripe = testApp({ database: store.database, payments: stripe });
    expect(documentedRoutes()).toEqual(registeredRoutes(withStripe));
    expect(registeredRoutes(withStripe).length).toBeGreaterThan(20);

    // Without Stripe, one route fewer: the webhook is 404 there (decision 111).
    const manual = testApp({ database: store.database, payments: createManualProvider() });
    expect(registeredRoutes(manual)).toEqual(
      documentedRoutes().filter((route) => route !== "POST /api/payments/stripe/webhook"),
    );
  });

  it("is served at GET /api/openapi.json as OpenAPI 3.1, uncached like every API answer", async () => {
    const app = testApp({ database: store.database });
    const response = await app.request("/api/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const served: unknown = await response.json();
    expect(served).toEqual(JSON.parse(JSON.stringify(document)));
    expect(served).toMatchObject({ openapi: "3.1.0", info: { title: "PetBox shop API" } });
  });

  it("names a component for every $ref it holds", () => {
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(50);
    const names = new Set(Object.keys(document.components.schemas));
    for (const ref of refs) {
      expect(names).toContain(ref.replace(/^"\$ref":"#\/components\/schemas\//, "").slice(0, -1));
    }
  });
});

describe("what the API answers matches the reference", () => {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema({ $id: "petbox", components: document.components });

  /** Checks `response` against the schema the reference gives for its operation and status. */
  async function expectDescribed(method: string, path: string, response: Response) {
    const operation = document.paths[path]?.[method];
    const answer = (operation?.responses as Record<string, { content?: unknown }> | undefined)?.[
      String(response.status)
    ];
    expect(answer, `${method} ${path} ${response.status} is described`).toBeDefined();
    const content = answer?.content as { "application/json": { schema: { $ref: string } } };
    const validate = ajv.compile({ $ref: `petbox${content["application/json"].schema.$ref}` });
    const body: unknown = await response.json();
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    return body;
  }

  it("for a customer's pet, order, subscription and history, and the owner's packing list", async () => {
    const app = testApp({
      database: store.database,
      tokens: fixedTokens("ada"),
      ownerUids: ["ada"],
    });
    const headers = { authorization: `Bearer ${testToken("ada")}` };
    const get = (url: string) => app.request(url, { headers });
    const send = (url: string, body?: unknown, method = "POST") =>
      app.request(url, body === undefined ? { method, headers } : postJson(body, headers, method));

    await expectDescribed("get", "/api/health", await app.request("/api/health"));
    await expectDescribed("get", "/api/plans", await app.request("/api/plans"));
    await expectDescribed(
      "post",
      "/api/boxes/{id}/reviews",
      await send("/api/boxes/1/reviews", { text: "Loved it", rating: 5 }),
    );
    await expectDescribed("get", "/api/boxes/{id}/reviews", await get("/api/boxes/1/reviews"));
    await expectDescribed("get", "/api/boxes/{id}/reviews", await get("/api/boxes/x/reviews"));
    await expectDescribed(
      "post",
      "/api/newsletter",
      await send("/api/newsletter", { email: "ada@example.com" }),
    );
    await expectDescribed("post", "/api/newsletter", await send("/api/newsletter", {}));

    const { pet } = (await expectDescribed(
      "post",
      "/api/pets",
      await send("/api/pets", { name: "Tom", species: "cat" }),
    )) as { pet: { id: number } };
    await expectDescribed("get", "/api/pets", await get("/api/pets"));
    const placed = (await expectDescribed(
      "post",
      "/api/checkout",
      await send("/api/checkout", {
        lines: [{ boxId: 1, petId: pet.id, quantity: 1 }],
        // Prepaid plans are sold by card only (decision 217); this shop pays on delivery.
        planId: "per-box",
        address: home,
      }),
    )) as { order: { id: string }; subscriptions: { id: number; nextDeliveryDate: string }[] };
    const subscriptionId = placed.subscriptions[0]?.id;
    const firstBox = placed.subscriptions[0]?.nextDeliveryDate;
    await expectDescribed("get", "/api/orders", await get("/api/orders"));
    await expectDescribed("get", "/api/orders/{id}", await get(`/api/orders/${placed.order.id}`));
    await expectDescribed("get", "/api/addresses/last", await get("/api/addresses/last"));
    await expectDescribed("get", "/api/subscriptions", await get("/api/subscriptions"));
    await expectDescribed(
      "post",
      "/api/subscriptions/{id}/deliveries/{date}/skip",
      await send(`/api/subscriptions/${subscriptionId}/deliveries/${firstBox}/skip`),
    );
    await expectDescribed(
      "delete",
      "/api/pets/{id}",
      await send(`/api/pets/${pet.id}`, undefined, "DELETE"),
    );
    const history = (await expectDescribed(
      "get",
      "/api/account/history",
      await get("/api/account/history"),
    )) as { deliveries: { date: string; status: string }[] };
    const month = history.deliveries.find((each) => each.status === "scheduled")?.date.slice(0, 7);
    await expectDescribed("get", "/api/deliveries", await get(`/api/deliveries?month=${month}`));
  });

  it("for the back office: who I am, the staff, the log, the settings and the stock", async () => {
    // Accounts by e-mail as fixedTokens names them; the real lookup is api.admin-staff.test.ts's.
    const accounts: AccountDirectory = {
      findByEmail: async (email) => {
        const name = /^(\w+)@example\.com$/.exec(email)?.[1];
        return name === "bob" ? { uid: name, email } : null;
      },
      setStaffRole: async () => {},
      close: async () => {},
    };
    const app = testApp({
      database: store.database,
      tokens: fixedTokens("ada"),
      ownerUids: ["ada"],
      accounts,
    });
    const headers = { authorization: `Bearer ${testToken("ada")}` };
    const get = (url: string) => app.request(url, { headers });
    const send = (url: string, body: unknown, method = "POST") =>
      app.request(url, postJson(body, headers, method));

    await expectDescribed("get", "/api/admin/me", await get("/api/admin/me"));
    const bob = { email: "bob@example.com", role: "packer" };
    await expectDescribed("post", "/api/admin/staff", await send("/api/admin/staff", bob));
    await expectDescribed(
      "post",
      "/api/admin/staff",
      await send("/api/admin/staff", { ...bob, role: "support" }),
    );
    await expectDescribed(
      "post",
      "/api/admin/staff",
      await send("/api/admin/staff", { ...bob, email: "cy@example.com" }),
    );
    await expectDescribed("get", "/api/admin/staff", await get("/api/admin/staff"));
    const cap = { supportRefundCapCents: 1500 };
    await expectDescribed(
      "put",
      "/api/admin/settings",
      await send("/api/admin/settings", cap, "PUT"),
    );
    await expectDescribed("get", "/api/admin/settings", await get("/api/admin/settings"));
    await expectDescribed("get", "/api/admin/audit", await get("/api/admin/audit?actor=ada"));
    await expectDescribed("get", "/api/admin/stock", await get("/api/admin/stock"));
    await expectDescribed(
      "put",
      "/api/admin/stock/boxes/{key}",
      await send("/api/admin/stock/boxes/1", { onHand: 3 }, "PUT"),
    );
    await expectDescribed(
      "put",
      "/api/admin/stock/swap-ins/{key}",
      await send(
        `/api/admin/stock/swap-ins/${encodeURIComponent("Wild salmon bites")}`,
        { onHand: 2 },
        "PUT",
      ),
    );
  });
});
