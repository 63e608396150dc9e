import { formatCalendarDate } from "../../shared/commerce/dates";
import { formatCents } from "../../shared/commerce/money";
import type { OwnerRecord, RecordKind } from "../owner/records";

// `npm run shop -- <list>` as text for a person (--csv is ../owner/csv.ts): one line or block per
// record, newest first, with a count at the end.

export function printText(kind: RecordKind, rows: readonly OwnerRecord[]) {
  if (rows.length === 0) {
    console.log(kind === "outbox" ? "The outbox is empty." : `No ${kind} yet.`);
    return;
  }
  if (kind === "orders") return printOrders(rows);
  if (kind === "outbox") return printOutbox(rows);
  if (kind === "subscriptions") return printSubscriptions(rows);
  if (kind === "packing") return printPacking(rows);
  if (kind === "withdrawals") return printWithdrawals(rows);
  for (const row of rows) {
    const when = String(row.created_at).replace("T", " ").slice(0, 19);
    if (kind === "subscribers") {
      console.log(`${when}  ${row.email}`);
    } else if (kind === "messages") {
      console.log(`${when}  ${row.name} <${row.email}>  (uid ${row.uid})`);
      console.log(indent(String(row.message)) + "\n");
    } else {
      const author = row.author_name ?? (row.author_uid ? "(signed in, no name)" : "(visitor)");
      const hidden = row.hidden ? "  [hidden]" : "";
      console.log(
        `${when}  #${row.id}  box ${row.box_id}  rating ${row.rating}/5  ${author}${hidden}`,
      );
      console.log(indent(String(row.text)) + "\n");
    }
  }
  console.log(`${rows.length} ${kind}.`);
}

/** One block per order (the rows are its lines, newest order first). */
function printOrders(rows: readonly OwnerRecord[]) {
  let current: string | null = null;
  let orders = 0;
  for (const row of rows) {
    if (row.order !== current) {
      if (current !== null) console.log("");
      current = String(row.order);
      orders += 1;
      console.log(
        `${when(row)}  ${row.order}  ${row.status}  ${formatCents(Number(row.total_cents))}  ` +
          `plan ${row.plan}  (uid ${row.uid})`,
      );
      console.log(`    ship to ${row.ship_to}, ${row.city}, ${row.country}`);
    }
    console.log(
      `    ${row.quantity} × ${row.box} for ${row.pet} at ${formatCents(Number(row.unit_price_cents))}` +
        ` = ${formatCents(Number(row.line_total_cents))}, first box ${row.first_delivery}`,
    );
    if (row.allergy_swap) console.log(`      allergy swap confirmed: ${row.allergy_swap}`);
  }
  console.log(`\n${orders} ${orders === 1 ? "order" : "orders"}.`);
}

function printOutbox(rows: readonly OwnerRecord[]) {
  for (const row of rows) {
    const state =
      row.status === "sent"
        ? `sent ${String(row.sent_at).replace("T", " ").slice(0, 19)}`
        : row.status === "waiting"
          ? `waiting, ${row.attempts} attempts so far` +
            (row.last_error ? ` (last: ${row.last_error})` : "")
          : `not sent (${row.last_error ?? "gave up"})`;
    console.log(`${when(row)}  #${row.id}  ${row.kind}  to ${row.to ?? "(no address)"}  ${state}`);
    console.log(`    Subject: ${row.subject}`);
    console.log(indent(String(row.text)) + "\n");
  }
  const waiting = rows.filter((row) => row.status === "waiting").length;
  console.log(
    `${rows.length} ${rows.length === 1 ? "message" : "messages"}, ${waiting} waiting to be sent.`,
  );
}

/**
 * `outbox --show <id>`: the headers the sender sends it with (From and Reply-To as this
 * environment sets them), its state, the text part, and where its HTML part was written.
 */
export function printOutboxMessage(
  row: OwnerRecord,
  mail: { mailFrom: string; mailReplyTo: string },
  htmlFile: string | null,
) {
  const state =
    row.status === "sent"
      ? `sent ${String(row.sent_at).replace("T", " ").slice(0, 19)}`
      : row.status === "waiting"
        ? `waiting, ${row.attempts} attempts so far` +
          (row.last_error ? ` (last: ${row.last_error})` : "")
        : `not sent (${row.last_error ?? "gave up"})`;
  console.log(`Message #${row.id}  ${row.kind}  queued ${when(row)}  ${state}`);
  console.log(`From: ${mail.mailFrom}`);
  console.log(`Reply-To: ${mail.mailReplyTo}`);
  console.log(`To: ${row.to ?? "(no address)"}`);
  console.log(`Subject: ${row.subject}`);
  console.log("");
  console.log(String(row.text));
  console.log("");
  console.log(
    htmlFile
      ? `HTML part (${Math.ceil(String(row.html).length / 1024)} KB): ${htmlFile}`
      : "No HTML part: queued before e-mails had one, it is sent as text alone.",
  );
}

function when(row: OwnerRecord) {
  return String(row.created_at).replace("T", " ").slice(0, 19);
}

function indent(text: string) {
  return text
    .split(/\r?\n/)
    .map((line) => `    ${line}`)
    .join("\n");
}

function printSubscriptions(rows: readonly OwnerRecord[]) {
  for (const row of rows) {
    const state =
      row.status === "paused"
        ? `paused until ${row.paused_until}`
        : row.status === "cancelled"
          ? `cancelled, ends ${row.ends_on}`
          : String(row.status);
    const left = row.deliveries_left === null ? "" : `, ${row.deliveries_left} prepaid left`;
    const issue = row.payment_issue ? "  PAYMENT FAILED" : "";
    console.log(
      `#${row.id}  ${state}  ${row.quantity} × ${row.box} for ${row.pet ?? "(pet deleted)"}  ` +
        `${row.frequency}, ${formatCents(Number(row.unit_price_cents))} a box${left}  ` +
        `next ${row.next_delivery ?? "none"}  (${row.order}, uid ${row.uid})${issue}`,
    );
  }
  const live = rows.filter((row) => row.status === "active" || row.status === "paused").length;
  console.log(`\n${rows.length} subscriptions, ${live} active or paused.`);
}

/** One block per ship date, one line per box, the swap-outs flagged. */
function printPacking(rows: readonly OwnerRecord[]) {
  let date: string | null = null;
  let boxes = 0;
  let flagged = 0;
  for (const row of rows) {
    if (row.ship_date !== date) {
      date = String(row.ship_date);
      console.log(`\n${formatCalendarDate(date)}`);
    }
    boxes += Number(row.quantity);
    const pet = row.pet
      ? `${row.pet} (${row.species}${row.size ? `, ${row.size}` : ""})`
      : "(pet deleted)";
    console.log(`  ${row.quantity} × ${row.box}  for ${pet}  [${row.state}]`);
    if (row.tracking_number) console.log(`      tracking: ${row.carrier} ${row.tracking_number}`);
    if (row.allergies) console.log(`      allergies: ${row.allergies}`);
    if (row.dislikes) console.log(`      dislikes: ${row.dislikes}`);
    if (row.swap_out) {
      flagged += 1;
      console.log(`      !! SWAP OUT: ${row.swap_out}`);
      console.log(`         SWAP IN: ${row.swap_in}`);
      if (row.swap_confirmed) console.log(`         customer confirmed: ${row.swap_confirmed}`);
    }
    const address = [
      row.full_name,
      row.line1,
      row.line2,
      [row.city, row.region, row.postal_code].filter(Boolean).join(" "),
      row.country,
      row.phone,
    ]
      .filter(Boolean)
      .join(", ");
    console.log(`      ship to ${address}`);
  }
  console.log(
    `\n${boxes} ${boxes === 1 ? "box" : "boxes"} in ${rows.length} ${rows.length === 1 ? "delivery" : "deliveries"}` +
      (flagged > 0 ? `, ${flagged} with an item to swap out.` : "."),
  );
}

const withdrawalOutcomes: Record<string, (row: OwnerRecord) => string> = {
  cancelled: (row) =>
    Number(row.cancelled) > 0
      ? `order ${row.order} matched: ${row.cancelled} ${Number(row.cancelled) === 1 ? "subscription" : "subscriptions"} cancelled`
      : `order ${row.order} matched: already cancelled`,
  not_matched: () => "NOT MATCHED: no order with this number and e-mail, follow up",
  follow_up: (row) =>
    `order ${row.order} matched, FOLLOW UP: not every subscription could be cancelled (${row.cancelled} cancelled)`,
  received: () => "RECEIVED, not acted on yet: follow up",
};

/** One line per withdrawal, newest first: when, who, which order, e-mail, and what was done. */
function printWithdrawals(rows: readonly OwnerRecord[]) {
  for (const row of rows) {
    const outcome = withdrawalOutcomes[String(row.outcome)]?.(row) ?? String(row.outcome);
    console.log(
      `${String(row.received_at).replace("T", " ").slice(0, 19)} UTC  #${row.id}  ${row.full_name}  ` +
        `order "${row.order_number}"  <${row.email}>${row.uid ? `  (uid ${row.uid})` : ""}`,
    );
    console.log(`    ${outcome}`);
  }
  const open = rows.filter((row) => row.outcome !== "cancelled").length;
  console.log(
    `\n${rows.length} ${rows.length === 1 ? "withdrawal" : "withdrawals"}, ${open} to follow up.`,
  );
}
