// @vitest-environment node
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminPackingAnswerSchema } from "../shared/api/admin/deliveries";
import {
  adminReviewAnswerSchema,
  inboxAnswerSchema,
  inboxMessageAnswerSchema,
} from "../shared/api/admin/messages";
import { adminProblemAnswerSchema, adminProblemsAnswerSchema } from "../shared/api/admin/problems";
import { auditAnswerSchema } from "../shared/api/admin/staff";
import { customerPageAnswerSchema } from "../shared/api/admin/customers";
import { problemAnswerSchema } from "../shared/api/problems";
import { accountHistoryAnswerSchema } from "../shared/api/subscriptions";
import { contactMessages, newsletterSubscribers, outbox, reviews } from "./db/schema";
import { errorOf, orderBox, packAndShip, sender, startBackOffice } from "./test-support/admin";
import type { Account, BackOffice, TestApp } from "./test-support/admin";
import { postJson } from "./test-support/app";
import type { TestDatabase } from "./test-support/database";

vi.setConfig({ testTimeout: 60_000 });

// Problems with a box, the inbox, reviews and the newsletter list over HTTP (issue 26,
// decisions 233 and 234), with real emulator tokens. Who may call what is the access matrix's.
let office: BackOffice;
let store: TestDatabase;
let app: TestApp;
let owner: Account;
let packer: Account;
let support: Account;
let ada: Account;
let bob: Account;
let petId = 0;
let now = Date.parse("2026-11-26T10:00:00Z");
const at = (iso: string) => {
  now = Date.parse(iso);
};
let keys = 0;
const key = () => `key-${++keys}`;
const send = sender(() => app);

beforeAll(async () => {
  office = await startBackOffice();
  store = office.store;
  ({ app, owner, packer, support, ada, petId } = await office.shopWithCustomer({
    clock: () => now,
  }));
  bob = await office.account();
}, 180_000);

afterAll(() => office?.close(), 30_000);

/** Ada orders a monthly box paying on delivery; the first one ships 1 December 2026. */
async function order() {
  at("2026-11-26T10:00:00Z");
  return orderBox(app, store.database, ada, petId);
}

/** The box packed and shipped by the packer on 1 December. */
async function ship(id: number) {
  at("2026-12-01T09:00:00Z");
  await packAndShip(app, packer, id, [key(), key()]);
}

const report = (account: Account, deliveryId: number, idem = key()) =>
  send(
    "POST",
    "/api/problems",
    account,
    { deliveryId, kind: "damaged", description: "The box arrived crushed." },
    idem,
  );

describe("a customer reports a problem with a box", () => {
  it("refuses a box that has not shipped, someone else's box and a second open report", async () => {
    const { id } = await order();
    const early = await report(ada, id);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toMatch(/has not shipped yet/);
    await ship(id);
    const other = await report(bob, id);
    expect(other.status).toBe(404);
    expect((await errorOf(other)).message).toBe("There is no such box on your account.");
    const signedOut = await app.request("/api/problems", postJson({ deliveryId: id }));
    expect(signedOut.status).toBe(401);
    const bad = await send("POST", "/api/problems", ada, { deliveryId: id, kind: "meh" }, key());
    expect(bad.status).toBe(400);
    const first = await report(ada, id);
    expect(first.status).toBe(201);
    expect(problemAnswerSchema.parse(await first.json()).problem).toMatchObject({
      deliveryId: id,
      kind: "damaged",
      resolution: null,
    });
    const again = await report(ada, id);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toMatch(/already told us/);
  });
});

describe("support resolves a problem", () => {
  it("with a replacement box on today's packing list, an e-mail, the outcome on the orders page and the audit log", async () => {
    const { id, subscriptionId } = await order();
    await ship(id);
    at("2026-12-03T09:00:00Z");
    const reported = problemAnswerSchema.parse(await (await report(ada, id)).json()).problem;

    const queue = adminProblemsAnswerSchema.parse(
      await (await send("GET", "/api/admin/problems", support)).json(),
    );
    expect(queue.open.map((each) => each.id)).toContain(reported.id);
    expect(queue.open.find((each) => each.id === reported.id)).toMatchObject({
      boxName: expect.any(String),
      petName: "Milo",
      paidCents: expect.any(Number),
    });

    const idem = key();
    const resolve = () =>
      send(
        "POST",
        `/api/admin/problems/${reported.id}/resolve`,
        support,
        { resolution: "replacement" },
        idem,
      );
    const resolved = await resolve();
    expect(resolved.status, await resolved.clone().text()).toBe(200);
    const problem = adminProblemAnswerSchema.parse(await resolved.json()).problem;
    expect(problem).toMatchObject({ resolution: "replacement", replacementDate: "2026-12-03" });
    // The same key answers the same, and makes no second box.
    expect((await resolve()).status).toBe(200);
    const twice = await send(
      "POST",
      `/api/admin/problems/${reported.id}/resolve`,
      support,
      { resolution: "refund", amount: 100 },
      key(),
    );
    expect(twice.status).toBe(409);

    const packing = adminPackingAnswerSchema.parse(
      await (await send("GET", "/api/admin/packing?month=2026-12", packer)).json(),
    );
    const extra = packing.lines.filter(
      (line) => line.date === "2026-12-03" && line.pet?.name === "Milo",
    );
    expect(extra).toHaveLength(1);
    expect(extra[0]).toMatchObject({ state: "scheduled" });

    // The replacement is no box of the subscription's own schedule: its next box still skips.
    const cards = accountHistoryAnswerSchema
      .parse(await (await send("GET", "/api/account/history", ada)).json())
      .upcoming.find((each) => each.subscriptionId === subscriptionId);
    const nextBox = cards?.boxes[0]?.date;
    expect(nextBox).toMatch(/^2027-01-/);
    const skipped = await send(
      "POST",
      `/api/subscriptions/${subscriptionId}/deliveries/${nextBox}/skip`,
      ada,
      undefined,
      key(),
    );
    expect(skipped.status, await skipped.clone().text()).toBe(200);
    const january = adminPackingAnswerSchema.parse(
      await (await send("GET", "/api/admin/packing?month=2027-01", packer)).json(),
    );
    expect(january.lines.filter((line) => line.subscriptionId === subscriptionId)).toEqual([]);

    const history = accountHistoryAnswerSchema.parse(
      await (await send("GET", "/api/account/history", ada)).json(),
    );
    expect(history.problems.find((each) => each.id === reported.id)).toMatchObject({
      resolution: "replacement",
      replacementDate: "2026-12-03",
    });

    const mail = await store.database.use("test.outbox", (db) =>
      db.select().from(outbox).where(eq(outbox.kind, "problem_resolved")),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.recipientUid).toBe(ada.uid);
    expect(mail[0]!.text).toContain("We are sending you a new box, free of charge");

    const audit = auditAnswerSchema.parse(
      await (await send("GET", `/api/admin/audit?customer=${ada.uid}`, owner)).json(),
    );
    expect(audit.entries[0]).toMatchObject({
      action: "problem.replacement",
      actor: { email: support.email, role: "support" },
    });

    // The customer's page in the back office shows the problem and its outcome.
    const page = customerPageAnswerSchema.parse(
      await (await send("GET", `/api/admin/customers/${ada.uid}`, support)).json(),
    );
    expect(page.problems).toContainEqual(
      expect.objectContaining({ kind: "damaged", resolution: "replacement" }),
    );
  });

  it("with a refund at most what the box cost, or a credit on the next box", async () => {
    const { id } = await order();
    await ship(id);
    at("2026-12-03T09:00:00Z");
    const first = problemAnswerSchema.parse(await (await report(ada, id)).json()).problem;
    const queue = adminProblemsAnswerSchema.parse(
      await (await send("GET", "/api/admin/problems", owner)).json(),
    );
    const paid = queue.open.find((each) => each.id === first.id)!.paidCents;
    const path = `/api/admin/problems/${first.id}/resolve`;
    const tooMuch = await send(
      "POST",
      path,
      owner,
      { resolution: "refund", amount: paid + 1 },
      key(),
    );
    expect(tooMuch.status).toBe(400);
    expect((await errorOf(tooMuch)).fields?.amount).toMatch(/at most what the box cost/);
    const noAmount = await send("POST", path, owner, { resolution: "credit" }, key());
    expect(noAmount.status).toBe(400);
    // The daily advance writes the subscription's boxes ahead (the packing list runs it too).
    expect((await send("GET", "/api/admin/packing?month=2026-12", owner)).status).toBe(200);
    const credit = await send("POST", path, owner, { resolution: "credit", amount: 500 }, key());
    expect(credit.status, await credit.clone().text()).toBe(200);
    const answer = adminProblemAnswerSchema.parse(await credit.json()).problem;
    // The next box of the monthly subscription: 1 January 2027's, whatever its exact day.
    expect(answer).toMatchObject({ resolution: "credit", amount: 500 });
    expect(answer.creditDate).toMatch(/^2027-01-/);
  });
});

describe("the inbox, reviews and the newsletter list", () => {
  it("lists unanswered messages, replies by e-mail through the outbox and marks them handled", async () => {
    const [message] = await store.database.use("test.contact", (db) =>
      db
        .insert(contactMessages)
        .values({ name: "Ada", email: ada.email, message: "Is there fish?", uid: ada.uid })
        .returning(),
    );
    const inbox = inboxAnswerSchema.parse(
      await (await send("GET", "/api/admin/messages", support)).json(),
    );
    expect(inbox.unanswered.map((each) => each.id)).toContain(message!.id);
    const replied = await send(
      "POST",
      `/api/admin/messages/${message!.id}/reply`,
      support,
      { text: "Salmon treats, swapped for allergic cats." },
      key(),
    );
    expect(replied.status, await replied.clone().text()).toBe(200);
    expect(inboxMessageAnswerSchema.parse(await replied.json()).message).toMatchObject({
      handledBy: support.email,
      replies: [{ text: "Salmon treats, swapped for allergic cats.", by: support.email }],
    });
    const mail = await store.database.use("test.outbox", (db) =>
      db.select().from(outbox).where(eq(outbox.kind, "contact_reply")),
    );
    expect(mail.map((each) => each.recipientEmail)).toEqual([ada.email]);
    const after = inboxAnswerSchema.parse(
      await (await send("GET", "/api/admin/messages", support)).json(),
    );
    expect(after.unanswered.map((each) => each.id)).not.toContain(message!.id);
    const handled = await send(
      "POST",
      `/api/admin/messages/${message!.id}/handled`,
      support,
      undefined,
      key(),
    );
    expect(handled.status).toBe(409);
  });

  it("hides a review with a reason from the public list and its rating, and shows it again", async () => {
    const rows = await store.database.use("test.reviews", (db) =>
      db
        .insert(reviews)
        .values([
          { boxId: "2", text: "Lovely", rating: 5 },
          { boxId: "2", text: "Rude words", rating: 1 },
        ])
        .returning(),
    );
    const rude = rows[1]!;
    const publicList = async () => {
      const response = await app.request("/api/boxes/2/reviews");
      return (await response.json()) as { reviews: { id: number }[]; average?: number | null };
    };
    expect((await publicList()).reviews.map((each) => each.id)).toContain(rude.id);
    const noReason = await send("POST", `/api/admin/reviews/${rude.id}/hide`, support, {}, key());
    expect(noReason.status).toBe(400);
    const hidden = await send(
      "POST",
      `/api/admin/reviews/${rude.id}/hide`,
      support,
      { reason: "Abusive language" },
      key(),
    );
    expect(hidden.status).toBe(200);
    expect(adminReviewAnswerSchema.parse(await hidden.json()).review).toMatchObject({
      hidden: true,
      hiddenReason: "Abusive language",
    });
    const list = await publicList();
    expect(list.reviews.map((each) => each.id)).not.toContain(rude.id);
    expect(JSON.stringify(list)).not.toContain("Rude words");
    const shown = await send(
      "POST",
      `/api/admin/reviews/${rude.id}/show`,
      support,
      undefined,
      key(),
    );
    expect(shown.status).toBe(200);
    expect((await publicList()).reviews.map((each) => each.id)).toContain(rude.id);
  });

  it("gives the newsletter list as CSV", async () => {
    await store.database.use("test.newsletter", (db) =>
      db
        .insert(newsletterSubscribers)
        .values([{ email: "a@example.com" }, { email: "b@example.com" }]),
    );
    const response = await send("GET", "/api/admin/newsletter.csv", support);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe("email,subscribed_at");
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual([
      "a@example.com",
      "b@example.com",
    ]);
  });
});
