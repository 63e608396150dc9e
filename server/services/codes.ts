import { and, desc, eq, isNull, notInArray, sql } from "drizzle-orm";
import type { StaffMember } from "../../shared/api/admin/staff";
import {
  CODE_REASONS,
  normalizeCode,
  type Code,
  type CodeCheckAnswer,
  type CodeCheckInput,
  type CodeInput,
  type CodePatch,
} from "../../shared/api/codes";
import { findBox, type Box } from "../../shared/catalogue";
import { formatCalendarDate, type CalendarDate } from "../../shared/commerce/calendar";
import {
  firstPaymentDiscounts,
  perDeliveryDiscounts,
  type CodeTerms,
} from "../../shared/commerce/code-discount";
import { priceLine } from "../../shared/commerce/money";
import { findPlan, type Plan } from "../../shared/commerce/plans";
import type { Db } from "../db/client";
import { discountCodes, discountCodeUses, orders } from "../db/schema";
import { recordAudit } from "./audit";
import { invalidFields, ok, refuse, type Result } from "./result";

// Discount codes (issue 28, decision 267): owners make them; checkout checks one, and claims
// its use in the order's own transaction with the code's row locked, so a last use claimed
// twice at once is granted once.

export type CodeRow = typeof discountCodes.$inferSelect;

/** Orders whose use of a code no longer counts: their payment failed, or they were cancelled. */
const RELEASED = ["failed", "cancelled"] as const;

export const termsOf = (row: CodeRow): CodeTerms => ({
  percentOff: row.percentOff,
  amountOffCents: row.amountOffCents,
  firstBoxOnly: row.firstBoxOnly,
  months: row.months,
  boxIds: row.boxIds,
});

function toCode(row: CodeRow, uses: number): Code {
  return {
    id: row.id,
    code: row.code,
    percentOff: row.percentOff,
    amountOff: row.amountOffCents,
    firstBoxOnly: row.firstBoxOnly,
    months: row.months,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    maxUses: row.maxUses,
    oncePerCustomer: row.oncePerCustomer,
    boxIds: row.boxIds,
    planIds: row.planIds,
    uses,
    createdAt: row.createdAt.toISOString(),
    active: row.disabledAt === null,
  };
}

/** POST /api/admin/codes: a new code, audited; a code taken (whatever its case) is refused. */
export async function createCode(
  db: Db,
  shop: { catalogue: readonly Box[]; plans: readonly Plan[] },
  actor: StaffMember,
  input: CodeInput,
  now: Date,
): Promise<Result<{ code: Code }>> {
  const fields: Record<string, string> = {};
  const boxIds = [...new Set(input.boxIds ?? [])];
  const planIds = [...new Set(input.planIds ?? [])];
  boxIds.forEach((id, index) => {
    if (!findBox(shop.catalogue, id)) fields[`boxIds.${index}`] = `There is no box ${id}.`;
  });
  planIds.forEach((id, index) => {
    if (!findPlan(shop.plans, id)) fields[`planIds.${index}`] = `There is no plan ${id}.`;
  });
  if (Object.keys(fields).length > 0) return invalidFields(fields);
  const code = normalizeCode(input.code);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(discountCodes)
      .values({
        code,
        percentOff: input.percentOff ?? null,
        amountOffCents: input.amountOff ?? null,
        firstBoxOnly: input.firstBoxOnly,
        months: input.firstBoxOnly ? null : (input.months ?? null),
        startsOn: input.startsOn ?? null,
        endsOn: input.endsOn ?? null,
        maxUses: input.maxUses ?? null,
        oncePerCustomer: input.oncePerCustomer,
        boxIds,
        planIds,
        createdBy: actor.email,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return invalidFields({ code: `There is already a code ${code}.` });
    const created = toCode(row, 0);
    await recordAudit(tx, {
      actor,
      action: "codes.create",
      recordType: "code",
      recordId: String(row.id),
      customerUid: null,
      before: null,
      after: created,
      at: now,
    });
    return ok({ code: created });
  });
}

/** GET /api/admin/codes: every code, newest first, with its uses that count. */
export async function listCodes(db: Db): Promise<Code[]> {
  const rows = await db
    .select({
      row: discountCodes,
      // Written out: Drizzle leaves the table off the columns of a one-table select.
      uses: sql<number>`(select count(*) from discount_code_uses u join orders o on o.id = u.order_id where u.code_id = discount_codes.id and o.status not in ('failed', 'cancelled'))::int`,
    })
    .from(discountCodes)
    // Customers' referral codes are not the owners' to list (decision 270).
    .where(isNull(discountCodes.referrerUid))
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
  return rows.map(({ row, uses }) => toCode(row, Number(uses)));
}

/**
 * PATCH /api/admin/codes/:code (decision 275): an owner switches a code off or on again, or
 * changes its last day or its limit; audited with what it was. Customers' referral codes are
 * not the owners' (404), as they are not listed.
 */
export async function updateCode(
  db: Db,
  actor: StaffMember,
  codeText: string,
  patch: CodePatch,
  now: Date,
): Promise<Result<{ code: Code }>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(discountCodes)
      .where(
        and(
          sql`lower(${discountCodes.code}) = lower(${normalizeCode(codeText)})`,
          isNull(discountCodes.referrerUid),
        ),
      )
      .for("update");
    if (!row) return refuse("not_found", "There is no such code.");
    const endsOn = patch.endsOn === undefined ? row.endsOn : patch.endsOn;
    if (row.startsOn !== null && endsOn !== null && endsOn < row.startsOn) {
      return invalidFields({
        endsOn: `The last day comes on or after the first, ${row.startsOn}.`,
      });
    }
    const disabledAt =
      patch.active === undefined ? row.disabledAt : patch.active ? null : (row.disabledAt ?? now);
    const [changed] = await tx
      .update(discountCodes)
      .set({
        endsOn,
        maxUses: patch.maxUses === undefined ? row.maxUses : patch.maxUses,
        disabledAt,
      })
      .where(eq(discountCodes.id, row.id))
      .returning();
    if (!changed) throw new Error("code update returned no row");
    const uses = await usesOf(tx, row.id, null);
    const before = toCode(row, uses);
    const after = toCode(changed, uses);
    await recordAudit(tx, {
      actor,
      action: "codes.update",
      recordType: "code",
      recordId: String(row.id),
      customerUid: null,
      before: { active: before.active, endsOn: before.endsOn, maxUses: before.maxUses },
      after: { active: after.active, endsOn: after.endsOn, maxUses: after.maxUses },
      at: now,
    });
    return ok({ code: after });
  });
}

/** Uses of a code that count, all of them or one customer's. */
async function usesOf(db: Db, codeId: number, uid: string | null): Promise<number> {
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(discountCodeUses)
    .innerJoin(orders, eq(orders.id, discountCodeUses.orderId))
    .where(
      and(
        eq(discountCodeUses.codeId, codeId),
        notInArray(orders.status, [...RELEASED]),
        uid === null ? undefined : eq(discountCodeUses.uid, uid),
      ),
    );
  return Number(counted?.n ?? 0);
}

/** Whether the customer has an order that counts (not failed, not cancelled). */
async function hasOrdered(db: Db, uid: string): Promise<boolean> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.uid, uid), notInArray(orders.status, [...RELEASED])))
    .limit(1);
  return order !== undefined;
}

export type Usable = { ok: true; row: CodeRow } | { ok: false; reason: string };

/**
 * Whether `uid` may use `code` today on `planId` for these boxes, and why not. `lock` takes the
 * code's row FOR UPDATE first (checkout's transaction), so two orders claiming its last use take
 * turns and the second counts the first's use.
 */
export async function usableCode(
  db: Db,
  request: {
    code: string;
    uid: string;
    planId: string;
    boxIds: readonly string[];
    today: CalendarDate;
    lock: boolean;
  },
): Promise<Usable> {
  const query = db
    .select()
    .from(discountCodes)
    .where(sql`lower(${discountCodes.code}) = lower(${normalizeCode(request.code)})`);
  const [row] = await (request.lock ? query.for("update") : query);
  if (!row) return { ok: false, reason: CODE_REASONS.unknown };
  if (row.disabledAt !== null) return { ok: false, reason: CODE_REASONS.disabled };
  if (row.referrerUid !== null) {
    // A referral code (decision 270): a friend's first order only.
    if (row.referrerUid === request.uid) return { ok: false, reason: CODE_REASONS.ownReferral };
    if (await hasOrdered(db, request.uid)) {
      return { ok: false, reason: CODE_REASONS.referralFirstOrder };
    }
  }
  if (row.startsOn !== null && request.today < row.startsOn) {
    return { ok: false, reason: CODE_REASONS.notStarted(formatCalendarDate(row.startsOn)) };
  }
  if (row.endsOn !== null && request.today > row.endsOn) {
    return { ok: false, reason: CODE_REASONS.expired };
  }
  if (row.planIds.length > 0 && !row.planIds.includes(request.planId)) {
    return { ok: false, reason: CODE_REASONS.notForPlan };
  }
  if (row.boxIds.length > 0 && !request.boxIds.some((id) => row.boxIds.includes(id))) {
    return { ok: false, reason: CODE_REASONS.notForBoxes };
  }
  if (row.oncePerCustomer && (await usesOf(db, row.id, request.uid)) > 0) {
    return { ok: false, reason: CODE_REASONS.usedByYou };
  }
  if (row.maxUses !== null && (await usesOf(db, row.id, null)) >= row.maxUses) {
    return { ok: false, reason: CODE_REASONS.usedUp };
  }
  return { ok: true, row };
}

/** Records an order's use of a code, in the order's transaction (after usableCode's lock). */
export async function recordCodeUse(
  tx: Db,
  use: { codeId: number; orderId: string; uid: string; discountCents: number; now: Date },
) {
  await tx.insert(discountCodeUses).values({
    codeId: use.codeId,
    orderId: use.orderId,
    uid: use.uid,
    discountCents: use.discountCents,
    createdAt: use.now,
  });
}

/**
 * POST /api/codes/check: what the code would take off this cart's first payment, priced on the
 * server as checkout prices it, or why it is refused. Unknown boxes and plans are field errors.
 */
export async function checkCode(
  db: Db,
  shop: { catalogue: readonly Box[]; plans: readonly Plan[]; today: CalendarDate },
  uid: string,
  input: CodeCheckInput,
): Promise<Result<CodeCheckAnswer>> {
  const fields: Record<string, string> = {};
  const plan = findPlan(shop.plans, input.planId);
  if (!plan) fields.planId = "There is no such plan: choose one of the plans offered.";
  const boxes = input.lines.map((line, index) => {
    const box = findBox(shop.catalogue, line.boxId);
    if (!box)
      fields[`lines.${index}.boxId`] = "This box is not sold any more: remove it from your cart.";
    return box;
  });
  if (!plan || Object.keys(fields).length > 0) return invalidFields(fields);
  const lines = input.lines.map((line, index) => {
    const box = boxes[index]!;
    return { boxId: String(box.id), ...priceLine(box.price, line.quantity, plan) };
  });
  const usable = await usableCode(db, {
    code: input.code,
    uid,
    planId: plan.id,
    boxIds: lines.map((line) => line.boxId),
    today: shop.today,
    lock: false,
  });
  if (!usable.ok) {
    return ok({
      valid: false,
      discount: 0,
      lines: lines.map(() => ({ discount: 0 })),
      reason: usable.reason,
    });
  }
  const terms = termsOf(usable.row);
  const each = firstPaymentDiscounts(terms, lines);
  const perDelivery = perDeliveryDiscounts(terms, lines);
  return ok({
    valid: true,
    discount: each.reduce((sum, cents) => sum + cents, 0),
    lines: each.map((discount, index) => ({ discount, perDelivery: perDelivery[index]! })),
    months: terms.firstBoxOnly ? null : terms.months,
  });
}
