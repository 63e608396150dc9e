// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutInputSchema } from "../../shared/api/checkout";
import { petInputSchema } from "../../shared/api/pets";
import { placeOrder } from "../services/checkout";
import { processPaymentWebhook } from "../services/payment-webhooks";
import { cardPayments } from "../test-support/card-payments";
import { createPet } from "../services/pets";
import { checkoutDeps, home, withDb } from "../test-support/commerce";
import { freshDatabase, type TestDatabase } from "../test-support/database";
import { shopHere } from "../test-support/shop-command";
import { claimFor, giveAndSend } from "../test-support/gifts";
import { outbox } from "../db/schema";
import { eq } from "drizzle-orm";
import { ordersPage } from "./export-queries";
import { columnsOf } from "./columns";
import { toCsv } from "./csv";
import { ownerOutboxMessage, ownerRecords } from "./records";
import {
  fetchOverSocket,
  listenOwnerSocket,
  outboxMessageOverSocket,
  ownerSocketPath,
} from "./socket";

let store: TestDatabase;
const dir = mkdtempSync(path.join(os.tmpdir(), "petbox-owner-orders-"));

beforeAll(async () => {
  store = await freshDatabase();
  const run = withDb(store.database);
  const made = await run((db) =>
    createPet(db, "owner-ada", petInputSchema.parse({ name: "Milo", species: "cat" })),
  );
  if (!made.ok) throw new Error(made.message);
  // Prepaid plans are paid by card (decision 217): the Stripe stand-in, paid by its webhook.
  const card = await cardPayments();
  for (const [quantity, hour] of [
    [1, "09"],
    [2, "10"],
  ] as const) {
    const placed = await run((db) =>
      placeOrder(
        db,
        checkoutDeps({
          now: () => new Date(`2026-11-27T${hour}:00:00Z`),
          payments: card.provider,
        }),
        { uid: "owner-ada", email: "ada@example.com" },
        checkoutInputSchema.parse({
          lines: [
            { boxId: 1, petId: made.value.id, quantity },
            { boxId: 4, petId: made.value.id, quantity: 1 },
          ],
          planId: "prepay-6",
          address: home,
        }),
      ),
    );
    if (!placed.ok) throw new Error(placed.message);
    const paid = await run((db) =>
      processPaymentWebhook(
        db,
        { payments: card.provider, shopUrl: "http://localhost:3000" },
        card.paidEvent(placed.value),
      ),
    );
    if (paid.kind !== "applied") throw new Error(paid.kind);
  }
}, 60_000);
afterAll(async () => {
  await store.drop();
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

describe("the owner's view of orders and the outbox", () => {
  it("lists order lines, newest order first, with amounts in cents", async () => {
    const rows = await ownerRecords(store.database, "orders");
    expect(rows.map((r) => [r.order, r.line, r.box, r.quantity, r.line_total_cents])).toEqual([
      ["PB-000002", 1, "Cozy Cat Corner", 2, 2849 * 2 * 6],
      ["PB-000002", 2, "Kitten Starter Kit", 1, 2374 * 6],
      ["PB-000001", 1, "Cozy Cat Corner", 1, 2849 * 6],
      ["PB-000001", 2, "Kitten Starter Kit", 1, 2374 * 6],
    ]);
    expect(rows[0]).toMatchObject({
      status: "paid",
      ship_to: "Ada Lovelace",
      country: "US",
    });
    const csv = toCsv(rows, columnsOf.orders).split("\r\n");
    expect(csv[0]).toBe(columnsOf.orders.join(","));
    expect(csv).toHaveLength(1 + 4 + 1);
  });

  it("lists a gift's order, which has no address of its own, with the address its recipient gave (and the orders export with it)", async () => {
    const run = withDb(store.database);
    const at = "2026-11-27T12:00:00Z";
    const buyer = { uid: "owner-gift-buyer", email: "gb@example.com" };
    const claimed = await giveAndSend(run, at, buyer, "bea@example.com");
    await claimFor(run, at, "owner-gift-bea", claimed.token);
    const unclaimed = await giveAndSend(run, at, buyer, "cleo@example.com");
    try {
      const rows = await ownerRecords(store.database, "orders");
      const gift = rows.filter((r) => r.uid === buyer.uid);
      // The claimed gift has its line (the unclaimed one none yet: one row a line).
      expect(gift).toHaveLength(1);
      expect(gift[0]).toMatchObject({
        plan: "gift-3",
        status: "paid",
        box: "Cozy Cat Corner",
        pet: "Pixel",
        ship_to: "Ada Lovelace",
        country: "US",
      });
      const exported = await run((db) => ordersPage(db, 0, 100));
      const numbers = exported.rows.filter((r) => r.uid === buyer.uid).map((r) => r.plan);
      expect(numbers).toEqual(["gift-3", "gift-3"]);
      expect(exported.rows.find((r) => r.uid === buyer.uid)?.ship_to).toBeNull();
    } finally {
      // The other tests count the outbox and the orders of owner-ada only.
      await run((db) => db.delete(outbox).where(eq(outbox.recipientEmail, "bea@example.com")));
      await run((db) => db.delete(outbox).where(eq(outbox.recipientEmail, "cleo@example.com")));
    }
    expect(unclaimed.orderId).not.toBe(claimed.orderId);
  });

  it("shows queued confirmations, also through the running server's socket", async () => {
    const rows = await ownerRecords(store.database, "outbox");
    expect(rows.map((r) => [r.subject, r.status, r.to, r.attempts])).toEqual([
      ["Your PetBox order PB-000002", "waiting", "ada@example.com", 0],
      ["Your PetBox order PB-000001", "waiting", "ada@example.com", 0],
    ]);
    const dataDir = path.join(dir, "db");
    const socket = await listenOwnerSocket(store.database, dataDir);
    try {
      expect(await fetchOverSocket(ownerSocketPath(dataDir), "outbox")).toEqual(rows);
      expect(await fetchOverSocket(ownerSocketPath(dataDir), "orders")).toEqual(
        await ownerRecords(store.database, "orders"),
      );
    } finally {
      await socket.close();
    }
  });

  it("shows one message with its headers, text and HTML: `npm run shop -- outbox --show <id>`", async () => {
    const [newest] = await ownerRecords(store.database, "outbox");
    const id = Number(newest?.id);
    const message = await ownerOutboxMessage(store.database, id);
    expect(message).toMatchObject({ id, subject: "Your PetBox order PB-000002" });
    expect(message?.html).toMatch(/^<!DOCTYPE html/);
    expect(await ownerOutboxMessage(store.database, id + 1000)).toBeNull();

    const dataDir = path.join(dir, "show");
    const socket = await listenOwnerSocket(store.database, dataDir);
    try {
      expect(await outboxMessageOverSocket(ownerSocketPath(dataDir), id)).toEqual(message);
      expect(await outboxMessageOverSocket(ownerSocketPath(dataDir), id + 1000)).toBeNull();
      // The command as the owner types it (run in this process), through the running server's
      // socket, also when the suite runs on PostgreSQL (DATABASE_URL would take the command to
      // a database of its own).
      const run = await shopHere(
        { DATABASE_URL: "", DATA_DIR: dataDir, MAIL_REPLY_TO: "help@petbox.example" },
        "outbox",
        "--show",
        String(id),
      );
      expect(run.code, run.stderr).toBe(0);
      const shown = run.stdout;
      const lines = shown.split("\n");
      expect(lines.slice(0, 5)).toEqual([
        expect.stringMatching(
          new RegExp(`^Message #${id}  order_confirmation  queued .*  waiting`),
        ),
        "From: PetBox <orders@petbox.example>",
        "Reply-To: help@petbox.example",
        "To: ada@example.com",
        "Subject: Your PetBox order PB-000002",
      ]);
      expect(shown).toContain(String(message?.text));
      const file = /^HTML part \(\d+ KB\): (.+\.html)$/m.exec(shown)?.[1];
      expect(file && readFileSync(file, "utf8")).toBe(message?.html);
    } finally {
      await socket.close();
    }
  }, 90_000);
});
