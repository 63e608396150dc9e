import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import { loadCatalogue } from "../../services/catalogue";
import { loadPlans } from "../../services/plans";
import type { CalendarDate } from "../../../shared/commerce/dates";
import { boxRows, type Staffer } from "./boxes";
import { seedCustomer, at, addDays, type Ids } from "./customer";
import { Random } from "./random";
import { catchUpSequence, insertRows, type Row } from "./writer";

// `npm run shop -- seed`: a successful shop's data, the same for the same seed (decision 255).

export interface SeedOptions {
  /** Told after each batch: subscriptions written so far. */
  progress?: (written: number) => void;
  subscriptions: number;
  seed: number;
  /** The shop's today the history leads up to. */
  today: CalendarDate;
  timeZone: string;
  /** Customers written per transaction. */
  batch?: number;
}

export type SeedSummary = { table: string; rows: number }[];

export class RealOrdersError extends Error {}

/** The tables the seed writes, in the order their keys need. */
export const seededTables = [
  "staff",
  "pets",
  "addresses",
  "orders",
  "subscriptions",
  "order_lines",
  "deliveries",
  "problems",
  "refunds",
  "failed_renewals",
  "reviews",
  "contact_messages",
  "newsletter_subscribers",
] as const;
type Table = (typeof seededTables)[number];

const contactTexts = [
  "Can I change the delivery day of my box?",
  "Hello, my last box has not arrived yet. Can you check?",
  "Do you have a box for senior cats?",
  "Please update the phone number on my account.",
];

/** The first row of a raw query's answer: both drivers answer `{ rows }`. */
export const firstRow = <T>(result: unknown): T | undefined => (result as { rows: T[] }).rows[0];

async function maxId(db: Db, table: string, column = "id"): Promise<number> {
  const result = await db.execute(sql.raw(`select max("${column}") as max from ${table}`));
  return Number(firstRow<{ max: string | number | null }>(result)?.max ?? 0);
}

function staffOf(random: Random): Staffer[] {
  return (["owner", "support", "packer"] as const).map((role) => ({
    uid: random.text(28),
    email: `${role}.seed@petbox.example`,
    role,
  }));
}

export async function seedShop(database: Database, options: SeedOptions): Promise<SeedSummary> {
  const random = new Random(options.seed);
  const catalogue = loadCatalogue([path.resolve("public", "catDog.json")]);
  const plans = loadPlans([path.resolve("public", "plans.json")]);
  const counts = new Map<Table, number>(seededTables.map((table) => [table, 0]));
  const staff = staffOf(random);
  const support = staff[1]!;

  const start = await database.use("seed.start", async (db) => {
    const orders = await db.execute(sql`select count(*) as n from orders`);
    if (Number(firstRow<{ n: string | number }>(orders)?.n ?? 0) > 0) {
      throw new RealOrdersError(
        "This database already has orders: the seed only fills an empty shop. Point DATA_DIR or DATABASE_URL at a new database.",
      );
    }
    await insertRows(
      db,
      "staff",
      staff.map((each) => ({
        uid: each.uid,
        email: each.email,
        role: each.role,
        added_by: "npm run shop -- seed",
        added_at: at(addDays(options.today, -560), 9),
      })),
    );
    return {
      ids: {
        pet: await maxId(db, "pets"),
        address: await maxId(db, "addresses"),
        orderNumber: await maxId(db, "orders", "number"),
        subscription: await maxId(db, "subscriptions"),
        orderLine: await maxId(db, "order_lines"),
      } satisfies Ids,
      delivery: {
        delivery: await maxId(db, "deliveries"),
        problem: await maxId(db, "problems"),
        refund: await maxId(db, "refunds"),
        review: await maxId(db, "reviews"),
      },
      contact: await maxId(db, "contact_messages"),
      newsletter: await maxId(db, "newsletter_subscribers"),
    };
  });
  counts.set("staff", staff.length);

  const context = {
    random,
    today: options.today,
    timeZone: options.timeZone,
    catalogue,
    plans,
    ids: start.ids,
  };
  const batch = options.batch ?? 500;
  let left = options.subscriptions;
  let serial = 0;
  let contactId = start.contact;
  let newsletterId = start.newsletter;
  while (left > 0) {
    const rows = new Map<Table, Row[]>(seededTables.map((table) => [table, []]));
    const add = (table: Table, more: readonly Row[]) => rows.get(table)!.push(...more);
    for (let n = 0; n < batch && left > 0; n += 1) {
      const subscribed = Math.min(
        left,
        random.weighted([
          [1, 60],
          [2, 30],
          [3, 10],
        ] as const),
      );
      left -= subscribed;
      serial += 1;
      const customer = seedCustomer(context, serial, subscribed);
      for (const [table, tableRows] of Object.entries(customer.rows))
        add(table as Table, tableRows);
      const boxes = boxRows(random, customer, options.today, start.delivery, support);
      add("deliveries", boxes.deliveries);
      add("problems", boxes.problems);
      add("refunds", boxes.refunds);
      add("reviews", boxes.reviews);
      // A card renewal that failed a few days ago, for the unpaid list.
      const live = customer.rows.subscriptions.filter((row) => row.status === "active");
      if (customer.card && live.length > 0 && random.chance(0.012)) {
        for (const row of live) row.payment_issue = "payment_failed";
        add("failed_renewals", [
          {
            order_id: customer.orderId,
            invoice: `in_${random.text(24)}`,
            amount_cents: live.reduce(
              (sum, row) =>
                sum +
                (row.quantity as number) *
                  ((row.unit_price_cents as number) + (row.shipping_cents as number)),
              0,
            ),
            failed_at: at(addDays(options.today, -random.int(1, 6)), 6),
            retry_at: at(addDays(options.today, random.int(1, 4)), 6),
            pay_url: `https://invoice.stripe.com/i/acct_seed/${random.text(32)}`,
            link_sent_at: null,
          },
        ]);
      }
      if (random.chance(0.03)) {
        const sentOn = addDays(options.today, -random.int(1, 200));
        const handled = random.chance(0.8);
        add("contact_messages", [
          {
            id: ++contactId,
            name: `${customer.who.firstName} ${customer.who.lastName}`,
            email: customer.who.email,
            message: random.pick(contactTexts),
            created_at: at(sentOn, 11),
            uid: customer.who.uid,
            handled_at: handled ? at(addDays(sentOn, 1), 10) : null,
            handled_by: handled ? support.email : null,
          },
        ]);
      }
      if (random.chance(0.2)) {
        add("newsletter_subscribers", [
          { id: ++newsletterId, email: customer.who.email, created_at: customer.orderedAt },
        ]);
      }
    }
    await database.use("seed.batch", (db) =>
      db.transaction(async (tx) => {
        for (const table of seededTables) {
          const tableRows = rows.get(table)!;
          await insertRows(tx, table, tableRows);
          counts.set(table, counts.get(table)! + tableRows.length);
        }
      }),
    );
    options.progress?.(options.subscriptions - left);
  }
  await database.use("seed.sequences", async (db) => {
    for (const table of seededTables) {
      if (table === "staff" || table === "orders" || table === "failed_renewals") continue;
      await catchUpSequence(db, table);
    }
    await catchUpSequence(db, "orders", "number");
    await db.execute(sql`analyze`);
  });
  return seededTables.map((table) => ({ table, rows: counts.get(table)! }));
}
