// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  customerPageAnswerSchema,
  customerSearchAnswerSchema,
} from "../shared/api/admin/customers";
import { auditAnswerSchema } from "../shared/api/admin/staff";
import { apiErrorSchema } from "../shared/api/errors";
import { orderNumberLabel } from "../shared/api/orders";
import {
  subscriptionDetailAnswerSchema,
  subscriptionDetailsAnswerSchema,
} from "../shared/api/subscriptions";
import { outbox } from "./db/schema";
import { checkout, newPet, sender, startBackOffice } from "./test-support/admin";
import type { Account, BackOffice, TestApp } from "./test-support/admin";
import { home } from "./test-support/commerce";
import type { TestDatabase } from "./test-support/database";

// A real database and Auth Emulator on a shared 2-core machine: allow for slow moments.
vi.setConfig({ testTimeout: 60_000 });

// The back office's customers over HTTP (issue 26, decisions 231 and 232), with real tokens:
// support finds a customer each way, reads their page, and skips a box for them through the
// customer's own state machine, which tells the customer and names support in the audit log.
let office: BackOffice;
let store: TestDatabase;
let app: TestApp;
let owner: Account;
let packer: Account;
let support: Account;
let ada: Account;
let grace: Account;
const now = Date.parse("2026-11-26T10:00:00Z");
const bought = {
  ada: { subscriptionId: 0, orderNumber: 0 },
  grace: { subscriptionId: 0, orderNumber: 0 },
};
const send = sender(() => app);

const FISH_SWAP = "we swap the grain-free wild salmon bites for grain-free turkey bites";

/** A cat with an allergy, and a box for it (paid on delivery) to `fullName`'s address. */
async function customerWith(account: Account, petName: string, fullName: string) {
  const petId = await newPet(app, account, {
    name: petName,
    species: "cat",
    allergies: ["fish"],
  });
  const answer = await checkout(
    app,
    account,
    { petId, allergySwap: FISH_SWAP },
    { ...home, fullName },
  );
  return { subscriptionId: answer.subscriptions[0]!.id, orderNumber: answer.order.number };
}

beforeAll(async () => {
  office = await startBackOffice();
  store = office.store;
  ({ app, owner, packer, support } = await office.staffedShop({ clock: () => now }));
  ada = await office.account();
  grace = await office.account();
  bought.ada = await customerWith(ada, "Milo", "Ada Lovelace");
  bought.grace = await customerWith(grace, "Biscuit", "Grace Hopper");
}, 180_000);

afterAll(() => office?.close(), 30_000);

async function errorOf(response: Response) {
  return apiErrorSchema.parse(await response.json()).error;
}

async function search(q: string, as: Account = support) {
  const response = await send("GET", `/api/admin/customers?q=${encodeURIComponent(q)}`, as);
  expect(response.status, await response.clone().text()).toBe(200);
  return customerSearchAnswerSchema.parse(await response.json()).customers;
}

describe("support finds a customer", () => {
  it("by e-mail, name, order number or pet's name, and only that customer", async () => {
    const adaFound = {
      uid: ada.uid,
      email: ada.email,
      name: "Ada Lovelace",
      orderNumbers: [bought.ada.orderNumber],
      petNames: ["Milo"],
    };
    expect(await search(ada.email.toUpperCase())).toEqual([{ ...adaFound, matched: ["email"] }]);
    expect(await search("lovelace")).toEqual([{ ...adaFound, matched: ["name"] }]);
    expect(await search(orderNumberLabel(bought.ada.orderNumber))).toEqual([
      { ...adaFound, matched: ["order"] },
    ]);
    expect(await search(`#${bought.grace.orderNumber}`)).toMatchObject([{ uid: grace.uid }]);
    expect(await search("mIL")).toEqual([{ ...adaFound, matched: ["pet"] }]);
    expect(await search("Nobody at all")).toEqual([]);
    // The LIKE wildcards are letters like any other: "%" matches no one.
    expect(await search("%%")).toEqual([]);
  });

  it("asks for something to look for", async () => {
    const response = await send("GET", "/api/admin/customers?q=a", support);
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe("invalid_query");
  });
});

describe("a customer's page", () => {
  it("shows their pets and allergies, addresses, subscriptions, boxes and orders", async () => {
    const response = await send("GET", `/api/admin/customers/${ada.uid}`, support);
    expect(response.status).toBe(200);
    const page = customerPageAnswerSchema.parse(await response.json());
    expect(page.customer).toEqual({ uid: ada.uid, email: ada.email, name: "Ada Lovelace" });
    expect(page.pets).toMatchObject([{ name: "Milo", allergies: ["fish"] }]);
    expect(page.addresses).toMatchObject([{ fullName: "Ada Lovelace", city: home.city }]);
    expect(page.subscriptions).toMatchObject([
      { id: bought.ada.subscriptionId, status: "active", pet: { name: "Milo" } },
    ]);
    expect(page.subscriptions[0]!.upcoming[0]).toMatchObject({
      date: "2026-12-01",
      status: "scheduled",
    });
    expect(page.history.orders.map((each) => each.number)).toEqual([bought.ada.orderNumber]);
    expect(page.history.deliveries[0]).toMatchObject({ date: "2026-12-01", status: "scheduled" });
    expect(page.payments).toEqual([]);
    expect(page.problems).toEqual([]);
    // Nothing of Grace's.
    expect(JSON.stringify(page)).not.toContain("Biscuit");
  });

  it("is 404 for a uid the shop does not know", async () => {
    const response = await send("GET", "/api/admin/customers/nobody-at-all", support);
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(await response.json()).error.message).toBe(
      "The shop knows no such customer.",
    );
  });
});

describe("support skips a box on a customer's behalf", () => {
  it("through the customer's state machine: they see it, get the e-mail, and the log names support", async () => {
    const { subscriptionId } = bought.ada;
    const url = `/api/admin/customers/${ada.uid}/subscriptions/${subscriptionId}/deliveries/2026-12-01/skip`;
    const skipped = await send("POST", url, support, undefined, "skip-1");
    expect(skipped.status, await skipped.clone().text()).toBe(200);
    const card = subscriptionDetailAnswerSchema.parse(await skipped.json()).subscription;
    expect(card.upcoming.find((box) => box.date === "2026-12-01")?.status).toBe("skipped");
    const replayed = await send("POST", url, support, undefined, "skip-1");
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");

    // The customer's own portal shows it.
    const own = subscriptionDetailsAnswerSchema.parse(
      await (await send("GET", "/api/subscriptions", ada)).json(),
    );
    const mine = own.subscriptions.find((each) => each.id === subscriptionId);
    expect(mine?.upcoming.find((box) => box.date === "2026-12-01")?.status).toBe("skipped");

    const mails = await store.database.use("test.outbox", (db) =>
      db
        .select({ email: outbox.recipientEmail, subject: outbox.subject })
        .from(outbox)
        .where(and(eq(outbox.kind, "subscription_skipped"), eq(outbox.recipientUid, ada.uid))),
    );
    expect(mails).toEqual([
      { email: ada.email, subject: "Skipped: your Tuesday, December 1, 2026 box" },
    ]);

    const audit = auditAnswerSchema.parse(
      await (await send("GET", `/api/admin/audit?customer=${ada.uid}`, owner)).json(),
    );
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      actor: { uid: support.uid, email: support.email, role: "support" },
      action: "subscriptions.skip",
      recordType: "subscription",
      recordId: String(subscriptionId),
      customerUid: ada.uid,
    });
    const { before, after } = audit.entries[0]!;
    const dec1 = (detail: unknown) =>
      subscriptionDetailAnswerSchema
        .parse({ subscription: detail })
        .subscription.upcoming.find((box) => box.date === "2026-12-01")?.status;
    expect([dec1(before), dec1(after)]).toEqual(["scheduled", "skipped"]);

    // Brought back the same way.
    const back = await send("POST", url.replace(/skip$/, "unskip"), support, undefined, "unskip-1");
    expect(back.status).toBe(200);
    const card2 = subscriptionDetailAnswerSchema.parse(await back.json()).subscription;
    expect(card2.upcoming.find((box) => box.date === "2026-12-01")?.status).toBe("scheduled");
  });

  it("pauses and changes with the customer's bodies, and refuses what their state refuses", async () => {
    const base = `/api/admin/customers/${grace.uid}/subscriptions/${bought.grace.subscriptionId}`;
    const paused = await send("POST", `${base}/pause`, owner, { months: 1 }, "pause-1");
    expect(paused.status, await paused.clone().text()).toBe(200);
    expect(subscriptionDetailAnswerSchema.parse(await paused.json()).subscription.status).toBe(
      "paused",
    );
    const again = await send("POST", `${base}/pause`, owner, { months: 1 }, "pause-2");
    expect(again.status).toBe(409);
    const changed = await send("PATCH", base, owner, { quantity: 2 }, "change-1");
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(subscriptionDetailAnswerSchema.parse(await changed.json()).subscription.quantity).toBe(
      2,
    );
    const audit = auditAnswerSchema.parse(
      await (await send("GET", `/api/admin/audit?customer=${grace.uid}`, owner)).json(),
    );
    expect(audit.entries.map((entry) => [entry.action, entry.actor.email])).toEqual([
      ["subscriptions.change", owner.email],
      ["subscriptions.pause", owner.email],
    ]);
  });

  it("answers 404 for another customer's subscription under this uid, and changes nothing", async () => {
    const url = `/api/admin/customers/${ada.uid}/subscriptions/${bought.grace.subscriptionId}/cancel`;
    const response = await send("POST", url, support, undefined, "cancel-other");
    expect(response.status).toBe(404);
    const page = customerPageAnswerSchema.parse(
      await (await send("GET", `/api/admin/customers/${grace.uid}`, support)).json(),
    );
    expect(page.subscriptions[0]?.status).not.toBe("cancelled");
  });

  it("is not for packers", async () => {
    const search = await send("GET", `/api/admin/customers?q=${ada.email}`, packer);
    expect(search.status).toBe(403);
    const url = `/api/admin/customers/${ada.uid}/subscriptions/${bought.ada.subscriptionId}/deliveries/2026-12-01/skip`;
    const skip = await send("POST", url, packer, undefined, "packer-skip");
    expect(skip.status).toBe(403);
  });
});

describe("support changes a customer's box and pet", () => {
  it("takes boxId and petId as the customer's own change does, and refuses the other species by field", async () => {
    const base = `/api/admin/customers/${ada.uid}/subscriptions/${bought.ada.subscriptionId}`;
    const petOf = (body: Record<string, unknown>) => newPet(app, ada, body);
    const luna = await petOf({ name: "Luna", species: "cat" });
    const rex = await petOf({ name: "Rex", species: "dog" });

    const dogBox = await send("PATCH", base, support, { boxId: 2 }, "change-dog-box");
    expect(dogBox.status).toBe(400);
    expect((await errorOf(dogBox)).fields).toEqual({
      boxId: "Swap to another box for cats: Playful Pup Pack is a box for dogs.",
    });
    const dog = await send("PATCH", base, support, { petId: rex }, "change-dog");
    expect(dog.status).toBe(400);
    expect((await errorOf(dog)).fields).toEqual({
      petId: "This is a box for cats: choose one of your cats.",
    });

    const changed = await send("PATCH", base, support, { boxId: 6, petId: luna }, "change-box");
    expect(changed.status, await changed.clone().text()).toBe(200);
    const card = subscriptionDetailAnswerSchema.parse(await changed.json()).subscription;
    expect(card).toMatchObject({ boxId: "6", petId: luna, pet: { name: "Luna" } });
    expect(card.box?.name).toBe("Gourmet Cat Treats");
    const audit = auditAnswerSchema.parse(
      await (await send("GET", `/api/admin/audit?customer=${ada.uid}`, owner)).json(),
    );
    expect(audit.entries[0]).toMatchObject({
      action: "subscriptions.change",
      actor: { email: support.email },
    });
  });
});
