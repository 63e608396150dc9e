import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type {
  AdminProblem,
  AdminProblemsAnswer,
  ResolveInput,
} from "../../shared/api/admin/problems";
import type { StaffMember } from "../../shared/api/admin/staff";
import { problemKindLabels, type Problem, type ProblemInput } from "../../shared/api/problems";
import { findBox, type Box } from "../../shared/catalogue";
import { formatCents } from "../../shared/commerce/cents";
import { formatCalendarDate, todayIn } from "../../shared/commerce/dates";
import { hasShipped } from "../../shared/commerce/delivery-state";
import type { Db } from "../db/client";
import {
  addresses,
  deliveries,
  idempotencyKeys,
  orderLines,
  orders,
  pets,
  problems,
  subscriptions,
} from "../db/schema";
import {
  PaymentUnavailableError,
  type PaymentProvider,
  type ProviderLine,
} from "../payments/provider";
import { recordAudit } from "./audit";
import { amountDue } from "./credits";
import { enqueueMessage } from "./outbox";
import { problemResolvedMessage } from "./problem-messages";
import { settleRefund, startRefund, type OverCap, type PendingRefund } from "./refunds";
import { invalidFields, ok, refuse, type Result } from "./result";

// Problems with a box (issue 26, decisions 233 and 240): a customer reports one on a box that
// has shipped; support resolves it once, with a replacement box (an extra delivery outside the
// lifecycle, on the packing list), a refund (the refunds service's: paid back to the card, or
// recorded for pay on delivery) or a credit on the next box (taken off what the courier
// collects, or off the card's next payment), audited, and the customer is told by e-mail.

export interface ProblemDeps {
  catalogue: readonly Box[];
  timeZone: string;
  shopUrl: string;
  now: () => Date;
  payments: PaymentProvider;
}

/** The card provider's part of a refund or credit, made after the commit (decision 175). */
export type ProblemMoney =
  | { kind: "refund"; refund: PendingRefund }
  | {
      kind: "credit";
      line: ProviderLine;
      amount: number;
      description: string;
      /** The request's Idempotency-Key, freed if the provider says no. */
      request: { scope: string; key: string } | null;
    };

export interface ProblemResolved {
  problem: AdminProblem;
  /** Made by `settleProblemMoney`; the customer is told once it is done. */
  pending: ProblemMoney | null;
}

type ProblemRow = typeof problems.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What the customer sees of a problem (dates of the boxes it names, if any). */
function problemOf(row: ProblemRow, dates: Map<number, string>): Problem {
  return {
    id: row.id,
    deliveryId: row.deliveryId,
    kind: row.kind,
    description: row.description,
    reportedAt: row.createdAt.toISOString(),
    resolution: row.resolution,
    amount: row.amountCents,
    resolvedAt: iso(row.resolvedAt),
    replacementDate:
      row.replacementDeliveryId === null ? null : (dates.get(row.replacementDeliveryId) ?? null),
    creditDate: row.creditDeliveryId === null ? null : (dates.get(row.creditDeliveryId) ?? null),
  };
}

async function datesOf(db: Db, rows: readonly ProblemRow[]): Promise<Map<number, string>> {
  const ids = rows.flatMap((row) =>
    [row.replacementDeliveryId, row.creditDeliveryId].filter((id): id is number => id !== null),
  );
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: deliveries.id, date: deliveries.date })
    .from(deliveries)
    .where(inArray(deliveries.id, ids));
  return new Map(found.map((row) => [row.id, row.date]));
}

/** POST /api/problems: the customer's report on one of their own boxes that has shipped. */
export async function reportProblem(
  db: Db,
  uid: string,
  input: ProblemInput,
): Promise<Result<Problem>> {
  const [box] = await db
    .select({ id: deliveries.id, fulfilment: deliveries.fulfilment })
    .from(deliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
    .where(and(eq(deliveries.id, input.deliveryId), eq(subscriptions.uid, uid)));
  // Someone else's box reads as no box at all: its id says nothing about another account.
  if (!box) return refuse("not_found", "There is no such box on your account.");
  if (!hasShipped(box.fulfilment)) {
    return refuse(
      "conflict",
      "This box has not shipped yet: you can tell us about a problem once it is on its way.",
    );
  }
  const [open] = await db
    .select({ id: problems.id })
    .from(problems)
    .where(and(eq(problems.deliveryId, box.id), isNull(problems.resolvedAt)));
  if (open) {
    return refuse(
      "conflict",
      "You have already told us about a problem with this box: we are looking at it and will write to you.",
    );
  }
  const [row] = await db
    .insert(problems)
    .values({ uid, deliveryId: box.id, kind: input.kind, description: input.description })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return ok(problemOf(row, new Map()));
}

/** The account's problems, newest first, for /account/orders. */
export async function problemsOf(db: Db, uid: string): Promise<Problem[]> {
  const rows = await db
    .select()
    .from(problems)
    .where(eq(problems.uid, uid))
    .orderBy(desc(problems.id));
  const dates = await datesOf(db, rows);
  return rows.map((row) => problemOf(row, dates));
}

const RESOLVED_SHOWN = 50;

function adminQuery(db: Db) {
  return db
    .select({
      problem: problems,
      delivery: deliveries,
      orderId: orders.id,
      orderNumber: orders.number,
      orderedBoxName: orderLines.boxName,
      petName: pets.name,
      customerName: addresses.fullName,
    })
    .from(problems)
    .innerJoin(deliveries, eq(deliveries.id, problems.deliveryId))
    .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .innerJoin(orderLines, eq(orderLines.subscriptionId, subscriptions.id))
    .innerJoin(addresses, eq(addresses.id, deliveries.addressId))
    .leftJoin(pets, eq(pets.id, deliveries.petId));
}
type AdminRow = Awaited<ReturnType<ReturnType<typeof adminQuery>["where"]>>[number];

/** What the box cost with its shipping, less its credit: a replacement box cost nothing. */
const paidFor = amountDue;

function adminProblemOf(
  row: AdminRow,
  dates: Map<number, string>,
  deps: ProblemDeps,
): AdminProblem {
  return {
    ...problemOf(row.problem, dates),
    uid: row.problem.uid,
    customerName: row.customerName,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    boxName: findBox(deps.catalogue, row.delivery.boxId)?.name ?? row.orderedBoxName,
    petName: row.petName,
    deliveryDate: row.delivery.date,
    paidCents: paidFor(row.delivery),
    resolvedBy: row.problem.resolvedBy,
  };
}

/** GET /api/admin/problems: every open problem, oldest first, and the latest resolved ones. */
export async function problemQueue(db: Db, deps: ProblemDeps): Promise<AdminProblemsAnswer> {
  const open = await adminQuery(db).where(isNull(problems.resolvedAt)).orderBy(asc(problems.id));
  const resolved = await adminQuery(db)
    .where(isNotNull(problems.resolvedAt))
    .orderBy(desc(problems.resolvedAt), desc(problems.id))
    .limit(RESOLVED_SHOWN);
  const dates = await datesOf(
    db,
    [...open, ...resolved].map((row) => row.problem),
  );
  return {
    open: open.map((row) => adminProblemOf(row, dates, deps)),
    resolved: resolved.map((row) => adminProblemOf(row, dates, deps)),
  };
}

/** How many problems wait for support: the Today screen's count. */
export async function openProblemCount(db: Db): Promise<number> {
  const rows = await db
    .select({ id: problems.id })
    .from(problems)
    .where(isNull(problems.resolvedAt));
  return rows.length;
}

/**
 * POST /api/admin/problems/:id/resolve. A replacement is a new delivery of the same box, pet,
 * quantity and address on the shop's today, free, replacing the reported one; a refund or credit
 * is at most what the box cost. A refund is the refunds service's (support within the owner's
 * cap); a credit needs a box still to come, and names it.
 */
export async function resolveProblem(
  db: Db,
  deps: ProblemDeps,
  actor: StaffMember,
  id: number,
  input: ResolveInput,
  request: { scope: string; key: string } | null = null,
): Promise<Result<ProblemResolved> | OverCap> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: problems.id })
      .from(problems)
      .where(eq(problems.id, id))
      .for("update");
    if (!locked) return refuse("not_found", "There is no such problem.");
    const [row] = await adminQuery(tx).where(eq(problems.id, id));
    if (!row) throw new Error("a locked problem vanished");
    const { problem, delivery } = row;
    if (problem.resolvedAt !== null) {
      return refuse("conflict", "This problem is already resolved: the customer has been told.");
    }
    const paid = paidFor(delivery);
    const amount = input.resolution === "replacement" ? null : (input.amount ?? null);
    if (amount !== null && amount > paid) {
      return invalidFields({
        amount: `A refund or credit is at most what the box cost: ${formatCents(paid)}.`,
      });
    }
    const now = deps.now();
    const today = todayIn(deps.timeZone, now);
    const about = `Problem with the box of ${formatCalendarDate(delivery.date)} (${problemKindLabels[problem.kind].toLowerCase()})`;
    let replacementDeliveryId: number | null = null;
    let creditDeliveryId: number | null = null;
    let pending: ProblemMoney | null = null;
    if (input.resolution === "replacement") {
      const [extra] = await tx
        .insert(deliveries)
        .values({
          subscriptionId: delivery.subscriptionId,
          sequence: delivery.sequence,
          date: today,
          // The lifecycle's "its day has come": never a reminder, nothing for it to count.
          status: "shipped",
          boxId: delivery.boxId,
          petId: delivery.petId,
          quantity: delivery.quantity,
          addressId: delivery.addressId,
          unitPriceCents: 0,
          shippingCents: 0,
          replacesDeliveryId: delivery.replacesDeliveryId ?? delivery.id,
        })
        .returning({ id: deliveries.id });
      if (!extra) throw new Error("insert returned no row");
      replacementDeliveryId = extra.id;
    } else if (input.resolution === "refund" && amount !== null) {
      const started = await startRefund(
        tx,
        deps,
        actor,
        row.orderId,
        { amount, reason: about },
        request,
      );
      if (!started.ok) return started;
      pending = started.value.pending ? { kind: "refund", refund: started.value.pending } : null;
    } else if (input.resolution === "credit" && amount !== null) {
      const [next] = await tx
        .select({ id: deliveries.id })
        .from(deliveries)
        .where(
          and(
            eq(deliveries.subscriptionId, delivery.subscriptionId),
            eq(deliveries.status, "scheduled"),
            eq(deliveries.fulfilment, "waiting"),
            isNull(deliveries.replacesDeliveryId),
            gte(deliveries.date, today),
          ),
        )
        .orderBy(asc(deliveries.date))
        .limit(1);
      if (!next) {
        return refuse(
          "conflict",
          "No box of this subscription is still to come, so a credit would never be used: give a refund instead.",
        );
      }
      creditDeliveryId = next.id;
      const given = await giveCredit(tx, deps, row, amount, about, request);
      if (!given.ok) return given;
      pending = given.value;
    }
    const [after] = await tx
      .update(problems)
      .set({
        resolution: input.resolution,
        amountCents: amount,
        replacementDeliveryId,
        creditDeliveryId,
        resolvedAt: now,
        resolvedBy: actor.email,
      })
      .where(eq(problems.id, id))
      .returning();
    if (!after) throw new Error("a locked problem vanished");
    await recordAudit(tx, {
      actor,
      action: `problem.${input.resolution}`,
      recordType: "problem",
      recordId: String(id),
      customerUid: problem.uid,
      before: { resolution: null },
      after: { resolution: input.resolution, amount, replacementDeliveryId, creditDeliveryId },
    });
    const dates = await datesOf(tx, [after]);
    const answer = adminProblemOf({ ...row, problem: after }, dates, deps);
    // A card refund or credit is told once the provider has made it (settleProblemMoney).
    if (!pending) await tellCustomer(tx, deps, answer, row.orderId);
    return ok({ problem: answer, pending });
  });
}

/**
 * A credit of `amount` cents on the box still to come. Pay on delivery: kept on the
 * subscription and taken off what the courier collects for the next box that ships (decision
 * 240). Card: the provider takes it off the next payment, asked after the commit.
 */
async function giveCredit(
  tx: Db,
  deps: ProblemDeps,
  row: AdminRow,
  amount: number,
  about: string,
  request: { scope: string; key: string } | null,
): Promise<Result<ProblemMoney | null>> {
  const [order] = await tx
    .select({ provider: orders.paymentProvider, subscription: orders.providerSubscription })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  if (!order) throw new Error("a problem's order vanished");
  if (order.provider === "manual") {
    await tx
      .update(subscriptions)
      .set({ creditCents: sql`${subscriptions.creditCents} + ${amount}` })
      .where(eq(subscriptions.id, row.delivery.subscriptionId));
    return ok(null);
  }
  const [line] = await tx
    .select({ position: orderLines.position })
    .from(orderLines)
    .where(eq(orderLines.subscriptionId, row.delivery.subscriptionId));
  if (!line || order.subscription === null || !deps.payments.adjustNextPayment) {
    return refuse(
      "conflict",
      "This order's card payments cannot take a credit from here: give a refund instead.",
    );
  }
  return ok({
    kind: "credit",
    line: {
      subscription: order.subscription,
      position: line.position,
      // From the request's key when there is one, so a retry credits once.
      idempotencyKey: request
        ? `credit-${request.scope}-${request.key}`
        : `credit-problem-${row.problem.id}`,
    },
    amount,
    description: `Credit: ${about}`,
    request,
  });
}

async function tellCustomer(tx: Db, deps: ProblemDeps, answer: AdminProblem, orderId: string) {
  const [customer] = await tx
    .select({ email: orders.customerEmail })
    .from(orders)
    .where(eq(orders.id, orderId));
  await enqueueMessage(
    tx,
    problemResolvedMessage(
      {
        boxName: answer.boxName,
        petName: answer.petName,
        deliveryDate: answer.deliveryDate,
        resolution: answer.resolution ?? "replacement",
        amount: answer.amount,
        replacementDate: answer.replacementDate,
        creditDate: answer.creditDate,
      },
      { uid: answer.uid, email: customer?.email ?? null },
      deps.shopUrl,
    ),
  );
}

/**
 * Makes a resolved problem's card refund or credit at the provider, then tells the customer.
 * Refused or unanswered: the problem is open again (nothing was paid back or credited; the
 * audit log says so) and the request's key is freed, so support can try again.
 */
export async function settleProblemMoney(
  db: Db,
  deps: ProblemDeps,
  actor: StaffMember,
  id: number,
  pending: ProblemMoney,
): Promise<Result<null>> {
  let failure: string | null = null;
  if (pending.kind === "refund") {
    const settled = await settleRefund(db, deps, actor, pending.refund);
    if (!settled.ok) failure = settled.message;
  } else {
    try {
      const adjust = deps.payments.adjustNextPayment;
      if (!adjust) throw new PaymentUnavailableError("The payment provider gives no credits.");
      await adjust(pending.line, -pending.amount, pending.description);
    } catch (error) {
      if (!(error instanceof PaymentUnavailableError)) throw error;
      failure = `The credit was not given at the card provider: ${error.message}`;
    }
  }
  return db.transaction(async (tx) => {
    const [row] = await adminQuery(tx).where(eq(problems.id, id));
    if (!row) throw new Error("a resolved problem vanished");
    if (failure === null) {
      const dates = await datesOf(tx, [row.problem]);
      await tellCustomer(tx, deps, adminProblemOf(row, dates, deps), row.orderId);
      return ok(null);
    }
    await tx
      .update(problems)
      .set({
        resolution: null,
        amountCents: null,
        creditDeliveryId: null,
        resolvedAt: null,
        resolvedBy: null,
      })
      .where(eq(problems.id, id));
    await recordAudit(tx, {
      actor,
      action: "problem.reopened",
      recordType: "problem",
      recordId: String(id),
      customerUid: row.problem.uid,
      before: { resolution: row.problem.resolution, amount: row.problem.amountCents },
      after: { resolution: null, error: failure },
    });
    if (pending.kind === "credit" && pending.request) {
      const { scope, key } = pending.request;
      await tx
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    }
    return refuse("conflict", failure);
  });
}
