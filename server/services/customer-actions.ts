import { and, eq } from "drizzle-orm";
import type { StaffMember } from "../../shared/api/admin/staff";
import type { SubscriptionDetail } from "../../shared/api/subscriptions";
import { inOneTransaction, type Db } from "../db/client";
import { subscriptions } from "../db/schema";
import { recordAudit } from "./audit";
import type { RequestKey } from "./provider-calls";
import { refuse, type Result } from "./result";
import type { SubscriptionDeps } from "./subscription-deps";
import { getSubscriptionDetail } from "./subscription-details";
import { begin, type Begun, type Verb } from "./subscription-runner";

// The portal's actions taken by staff for a customer (decision 232): the customer's own verbs
// through the same runner (state machine, provider calls, e-mails), with an audit entry.

const NOT_THEIRS = "This customer has no such subscription.";

/** What one action on a customer's behalf is: its name in the log, and the customer's verb. */
export interface OnBehalf {
  staff: StaffMember;
  uid: string;
  id: number;
  /** "skip", "pause", "change"…: the log's action is `subscriptions.<name>`. */
  name: string;
  verb: Verb;
  /** The staff member's Idempotency-Key, freed if the card provider says no. */
  request: RequestKey | null;
}

/** The audit entry of one action, from the card before and after it. */
export function auditOf(action: OnBehalf, before: SubscriptionDetail, after: SubscriptionDetail) {
  return {
    actor: action.staff,
    action: `subscriptions.${action.name}`,
    recordType: "subscription",
    recordId: String(action.id),
    customerUid: action.uid,
    before,
    after,
  };
}

/**
 * `begin` for the customer, in `db`'s transaction (or its own): another customer's subscription
 * is 404 as a missing one. When the change is written now, its audit entry is written with it;
 * when it waits for the card provider, the caller records it once the provider has agreed
 * (`before` is returned for that). An action that changes nothing is not logged.
 */
export async function beginOnBehalf(
  db: Db,
  deps: SubscriptionDeps,
  action: OnBehalf,
): Promise<Result<Begun & { before: SubscriptionDetail }>> {
  const work = async (tx: Db): Promise<Result<Begun & { before: SubscriptionDetail }>> => {
    const { uid, id } = action;
    // Locked first, so that "before" is what the action decides on.
    const [mine] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), eq(subscriptions.uid, uid)))
      .for("update");
    const before = mine ? await getSubscriptionDetail(tx, deps, uid, id) : null;
    if (!before) return refuse("not_found", NOT_THEIRS);
    const begun = await begin(tx, deps, uid, id, action.verb, action.request);
    if (!begun.ok) return begun;
    const { detail, pending } = begun.value;
    if (!pending && JSON.stringify(detail) !== JSON.stringify(before)) {
      await recordAudit(tx, auditOf(action, before, detail));
    }
    return { ok: true, value: { ...begun.value, before } };
  };
  return inOneTransaction(db, work);
}
