// @vitest-environment node
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkoutAnswerSchema } from "../shared/api/checkout";
import { petAnswerSchema } from "../shared/api/pets";
import { outbox } from "./db/schema";
import { fixedTokens, postJson, testApp, testToken } from "./test-support/app";
import { home } from "./test-support/commerce";
import { freshDatabase, type TestDatabase } from "./test-support/database";

// Issue 25 §6: a new order tells the shop (SHOP_NOTIFY_EMAIL) once, beside the customer's
// confirmation, and every message is stored with its HTML part.
vi.setConfig({ testTimeout: 30_000 });

let store: TestDatabase;
beforeAll(async () => {
  store = await freshDatabase();
}, 60_000);
afterAll(() => store.drop(), 30_000);

async function order(app: ReturnType<typeof testApp>, name: string, key: string) {
  const headers = { authorization: `Bearer ${testToken(name)}` };
  const pet = await app.request(
    "/api/pets",
    postJson({ name: "Tom", species: "cat", allergies: [] }, headers),
  );
  const { id: petId } = petAnswerSchema.parse(await pet.json()).pet;
  const body = { lines: [{ boxId: 1, petId, quantity: 1 }], planId: "per-box", address: home };
  const place = () =>
    app.request("/api/checkout", postJson(body, { ...headers, "idempotency-key": key }));
  const placed = await place();
  expect(placed.status, await placed.clone().text()).toBe(201);
  // The same request again (a lost answer retried) stores and sends nothing more.
  expect((await place()).status).toBe(201);
  return checkoutAnswerSchema.parse(await placed.json()).order;
}

const mailsOf = (orderLabel: string) =>
  store.database.use("test.outbox", (db) =>
    db
      .select()
      .from(outbox)
      .then((rows) => rows.filter((row) => row.subject.includes(orderLabel))),
  );

describe("the messages of a new order", () => {
  it("tell the shop once at SHOP_NOTIFY_EMAIL, besides the customer's confirmation, both with HTML", async () => {
    const app = testApp({
      database: store.database,
      tokens: fixedTokens("ada"),
      shopNotifyEmail: "owner@petbox.example",
    });
    const placed = await order(app, "ada", "mail-notify-1");
    const label = `PB-${String(placed.number).padStart(6, "0")}`;
    const mails = await mailsOf(label);
    expect(mails.map((m) => [m.kind, m.recipientEmail, m.recipientUid])).toEqual([
      ["order_confirmation", "ada@example.com", "ada"],
      ["order_notice", "owner@petbox.example", null],
    ]);
    const notice = mails[1];
    expect(notice?.subject).toBe(
      `New order ${label}: $${(placed.total / 100).toFixed(2)}, pay on first delivery`,
    );
    expect(notice?.text).toContain("Ada Lovelace (ada@example.com) placed order");
    expect(notice?.text).toContain("12 Main Street");
    for (const mail of mails) {
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.html).toContain('lang="en"');
    }
  });

  it("tell nobody but the customer when SHOP_NOTIFY_EMAIL is not set", async () => {
    const app = testApp({ database: store.database, tokens: fixedTokens("bob") });
    const placed = await order(app, "bob", "mail-notify-2");
    const mails = await mailsOf(`PB-${String(placed.number).padStart(6, "0")}`);
    expect(mails.map((m) => m.kind)).toEqual(["order_confirmation"]);
    expect(
      await store.database.use("test.outbox", (db) =>
        db.select().from(outbox).where(eq(outbox.kind, "order_notice")),
      ),
    ).toHaveLength(1); // the first test's only
  });
});
