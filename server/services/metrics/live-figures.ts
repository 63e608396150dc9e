import { sql } from "drizzle-orm";
import {
  addDays,
  monthBounds,
  monthOf,
  monthsBetweenDeliveries,
  type CalendarDate,
} from "../../../shared/commerce/dates";
import type { Db } from "../../db/client";
import { UNKNOWN_REASON, type SubscriptionFigures } from "./definitions";

// Today's subscription figures counted by the database (decision 253): the same definitions as
// ./definitions.ts's `subscriptionFigures` over ./history.ts's live histories (today's pause is
// the status), as one aggregate query instead of 50,000 histories read into the process.
// live-figures.test.ts holds the two equal on a seeded shop.

/** A year's deliveries of the row's frequency, as definitions.ts's yearlyCents counts them. */
const deliveriesPerYear = sql`(case frequency ${sql.join(
  Object.entries(monthsBetweenDeliveries).map(
    ([frequency, months]) => sql`when ${frequency} then ${sql.raw(String(12 / months))}`,
  ),
  sql` `,
)} end)`;

const row = <T>(result: unknown): T => (result as { rows: T[] }).rows[0] as T;

export async function liveSubscriptionFigures(
  db: Db,
  day: CalendarDate,
  timeZone: string,
): Promise<SubscriptionFigures> {
  const { first } = monthBounds(monthOf(day));
  const monthBefore = addDays(first, -1);
  // As history.ts: every subscription ever live; the shop's dates of its order and its end.
  const states = sql`
    with lived as (
      select s.id, s.status, s.cancel_reason, s.frequency, s.unit_price_cents, s.quantity,
        -- A discount code still running on the day (decision 276), at most the box's price.
        case when s.discount_ends_on > ${day}::date
          then least(s.discount_cents, s.unit_price_cents * s.quantity) else 0 end as discount,
        (s.created_at at time zone ${timeZone})::date as created_on,
        case when s.status = 'cancelled' then coalesce(
          (s.cancelled_at at time zone ${timeZone})::date,
          s.ends_on,
          (s.created_at at time zone ${timeZone})::date
        ) end as cancelled_on
      from subscriptions s
      join orders o on o.id = s.order_id
      where s.status <> 'pending' and o.status not in ('pending', 'failed')
    ), states as (
      select *,
        case
          when created_on > ${day}::date then 'none'
          when cancelled_on <= ${day}::date then 'cancelled'
          when status = 'paused' then 'paused'
          else 'active'
        end as state
      from lived
    )`;
  const counts = row<{
    active: number;
    paused: number;
    cancelled: number;
    skipped: number;
    yearly: string | number;
    opened: number;
    closed: number;
    live_at_start: number;
  }>(
    await db.execute(sql`${states}
      select
        count(*) filter (where state = 'active')::int as active,
        count(*) filter (where state = 'paused')::int as paused,
        count(*) filter (where state = 'cancelled')::int as cancelled,
        count(*) filter (where state = 'active' and (
          select d.status from deliveries d
          where d.subscription_id = states.id and d.replaces_delivery_id is null
            and d.date >= ${day}::date
          order by d.date limit 1
        ) = 'skipped')::int as skipped,
        coalesce(sum((unit_price_cents::bigint * quantity - discount) * ${deliveriesPerYear})
          filter (where state = 'active'), 0) as yearly,
        count(*) filter (where created_on between ${first}::date and ${day}::date)::int as opened,
        count(*) filter (where cancelled_on between ${first}::date and ${day}::date)::int as closed,
        count(*) filter (where created_on <= ${monthBefore}::date
          and not coalesce(cancelled_on <= ${monthBefore}::date, false))::int as live_at_start
      from states`),
  );
  const reasons = (
    (await db.execute(sql`${states}
      select coalesce(cancel_reason, ${UNKNOWN_REASON}) as reason, count(*)::int as n
      from states
      where cancelled_on between ${first}::date and ${day}::date
      group by 1`)) as { rows: { reason: string; n: number }[] }
  ).rows;
  const active = Number(counts.active);
  const skipped = Number(counts.skipped);
  const closed = Number(counts.closed);
  const liveAtStart = Number(counts.live_at_start);
  // Whole cents, half up, as definitions.ts's perMonth.
  const mrr = Math.floor((Number(counts.yearly) + 6) / 12);
  return {
    activeSubscriptions: active,
    pausedSubscriptions: Number(counts.paused),
    skippedSubscriptions: skipped,
    cancelledSubscriptions: Number(counts.cancelled),
    mrr,
    newThisMonth: Number(counts.opened),
    cancelledThisMonth: closed,
    churnRate: liveAtStart === 0 ? 0 : closed / liveAtStart,
    skipRate: active === 0 ? 0 : skipped / active,
    averageRevenuePerSubscriber: active === 0 ? 0 : Math.round(mrr / active),
    cancellationsByReason: Object.fromEntries(reasons.map((r) => [r.reason, Number(r.n)])),
  };
}
