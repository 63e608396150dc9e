import { isExportKind, exportKinds, type ExportKind } from "../../shared/api/admin/exports";
import type { Database, Db } from "../db/client";
import { csvLine } from "./csv";
import {
  cardPaymentsPage,
  customersPage,
  deliveriesPage,
  deliveryPaymentsPage,
  ordersPage,
  refundsPage,
  subscriptionsPage,
  type Page,
} from "./export-queries";

// The owner's CSV exports (issue 27, decision 252): the back office's download and
// `npm run shop -- export <kind> --csv` print the same file, a page of rows at a time.

export { exportKinds, isExportKind, type ExportKind };

/** Each file's columns, in their order: a column is only ever added at the end. */
export const exportColumns: Record<ExportKind, readonly string[]> = {
  customers: [
    "uid",
    "email",
    "name",
    "phone",
    "city",
    "country",
    "orders",
    "first_order_at",
    "last_order_at",
    "live_subscriptions",
    "pets",
  ],
  subscriptions: [
    "id",
    "created_at",
    "order",
    "uid",
    "status",
    "box_id",
    "pet",
    "quantity",
    "frequency",
    "plan",
    "unit_price_cents",
    "shipping_cents",
    "credit_cents",
    "next_delivery",
    "deliveries_left",
    "paused_until",
    "ends_on",
    "cancelled_at",
    "payment_issue",
    "city",
    "country",
    "discount_cents",
    "discount_ends_on",
  ],
  orders: [
    "order",
    "created_at",
    "status",
    "uid",
    "email",
    "plan",
    "payment",
    "total_cents",
    "shipping_cents",
    "currency",
    "ship_to",
    "city",
    "postal_code",
    "country",
    "discount_cents",
  ],
  deliveries: [
    "id",
    "date",
    "subscription",
    "order",
    "uid",
    "status",
    "fulfilment",
    "box_id",
    "pet",
    "quantity",
    "unit_price_cents",
    "shipping_cents",
    "credit_cents",
    "replaces",
    "carrier",
    "tracking_number",
    "packed_at",
    "shipped_at",
    "delivered_at",
    "returned_at",
    "payment_status",
    "payment_method",
    "full_name",
    "city",
    "postal_code",
    "country",
    "discount_cents",
  ],
  payments: [
    "at",
    "kind",
    "order",
    "delivery",
    "uid",
    "email",
    "status",
    "method",
    "amount_cents",
    "reference",
  ],
  refunds: [
    "id",
    "created_at",
    "order",
    "uid",
    "amount_cents",
    "method",
    "reason",
    "provider_refund",
    "by",
    "role",
  ],
};

type Reader<K> = (db: Db, after: K, size: number) => Promise<Page>;

/** The pages of one part of a file, from its first key on. */
async function* pages<K extends string | number>(
  database: Database,
  kind: ExportKind,
  read: Reader<K>,
  first: K,
  size: number,
) {
  let after: K | null = first;
  while (after !== null) {
    const key: K = after;
    const page = await database.use(`export.${kind}`, (db) => read(db, key, size));
    if (page.rows.length > 0) yield page.rows;
    after = page.next as K | null;
  }
}

/** The rows of one export, a page (at most `size` rows) at a time. */
export function exportPages(database: Database, kind: ExportKind, size = 1000) {
  switch (kind) {
    case "customers":
      return pages(database, kind, customersPage, "", size);
    case "subscriptions":
      return pages(database, kind, subscriptionsPage, 0, size);
    case "orders":
      return pages(database, kind, ordersPage, 0, size);
    case "deliveries":
      return pages(database, kind, deliveriesPage, 0, size);
    case "refunds":
      return pages(database, kind, refundsPage, 0, size);
    case "payments":
      return (async function* () {
        yield* pages(database, kind, cardPaymentsPage, 0, size);
        yield* pages(database, kind, deliveryPaymentsPage, 0, size);
      })();
  }
}

/** The CSV file of one export: its header line, then one chunk of lines per page. */
export async function* exportCsv(
  database: Database,
  kind: ExportKind,
  size?: number,
): AsyncGenerator<string> {
  const columns = exportColumns[kind];
  yield csvLine(Object.fromEntries(columns.map((c) => [c, c])), columns);
  for await (const rows of exportPages(database, kind, size)) {
    yield rows.map((row) => csvLine(row, columns)).join("");
  }
}

/** The file's name: the shop's date it was made, e.g. petbox-customers-2026-11-26.csv. */
export const exportFileName = (kind: ExportKind, date: string) => `petbox-${kind}-${date}.csv`;

/**
 * The file as a byte stream that reads a page only when the reader asks for more, so a slow
 * download holds one page, not the shop; a reader that goes away stops the reading.
 */
export function exportStream(
  database: Database,
  kind: ExportKind,
  size?: number,
): ReadableStream<Uint8Array> {
  const chunks = exportCsv(database, kind, size);
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
