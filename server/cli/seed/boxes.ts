import { problemKinds } from "../../../shared/api/problems";
import { addWorkingDays, compareDates, type CalendarDate } from "../../../shared/commerce/dates";
import {
  canChangeBox,
  reminderDay,
  shipDayOnOrAfter,
} from "../../../shared/commerce/fulfilment-rules";
import { zoneOf } from "../../../shared/shop/shipping-zones";
import { addDays, at, daysBetween, type SeededCustomer } from "./customer";
import type { Random } from "./random";
import type { Row } from "./writer";

// What happened to each box (decision 255): packed, shipped and delivered by staff, paid to the
// courier, reported as a problem and resolved, reviewed. Consistent with the lifecycle's rows.

export interface Staffer {
  uid: string;
  email: string;
  role: "owner" | "support" | "packer";
}

export interface BoxRows {
  deliveries: Row[];
  problems: Row[];
  refunds: Row[];
  reviews: Row[];
}

const carriersOf: Record<string, readonly string[]> = {
  US: ["usps", "ups", "fedex"],
  CA: ["canada-post", "ups"],
};

const problemTexts = [
  "The box arrived crushed and one of the tins was dented.",
  "The treats were missing from the box.",
  "We received the wrong box, it was for a dog.",
  "My pet had an upset stomach after the new treats.",
  "The toy broke on the first day.",
  "Parts of the box were wet when it arrived.",
];
const reviewTexts = [
  "My pet goes crazy for these treats every month.",
  "Good value, the toys last longer than the ones from the store.",
  "Nice variety, although one of the snacks was not a hit.",
  "Arrived on time and well packed. Will keep subscribing.",
  "The allergy swap worked perfectly for us.",
  "A bit pricey but the quality is great.",
  "Not my cat's favourite this time.",
];

interface DeliveryIds {
  delivery: number;
  problem: number;
  refund: number;
  review: number;
}

export function boxRows(
  random: Random,
  customer: SeededCustomer,
  today: CalendarDate,
  ids: DeliveryIds,
  support: Staffer,
): BoxRows {
  const out: BoxRows = { deliveries: [], problems: [], refunds: [], reviews: [] };
  const transit = zoneOf(customer.country).transitWorkingDays;
  const carriers = carriersOf[customer.country] ?? ["dhl", "fedex"];
  let reviewed = false;
  for (const line of customer.lines) {
    const rows: Row[] = [];
    for (const slot of line.lived.state.slots) {
      const { contents } = slot;
      const age = daysBetween(slot.date, today);
      const row: Row = {
        id: ++ids.delivery,
        subscription_id: line.subscriptionId,
        sequence: slot.sequence,
        date: slot.date,
        status: slot.status,
        box_id: contents.boxId,
        pet_id: contents.petId,
        quantity: contents.quantity,
        address_id: contents.addressId,
        unit_price_cents: contents.unitPrice,
        shipping_cents: contents.shipping,
        credit_cents: 0,
        reminded_at:
          (slot.status === "scheduled" || slot.status === "shipped") &&
          compareDates(reminderDay(slot.date), today) < 0
            ? at(reminderDay(slot.date), 8)
            : null,
        fulfilment: "waiting",
        carrier: null,
        tracking_number: null,
        packed_at: null,
        shipped_at: null,
        delivered_at: null,
        returned_at: null,
        payment_status: null,
        payment_method: null,
        payment_recorded_at: null,
        replaces_delivery_id: null,
        created_at: customer.orderedAt,
      };
      if (slot.status === "shipped" && !(age <= 3 && random.chance(0.02))) {
        // A box whose day came: packed the day before, shipped on it, delivered after transit.
        const arrived = addWorkingDays(slot.date, transit);
        row.packed_at = at(addDays(slot.date, -1), 16);
        row.shipped_at = at(slot.date, 15);
        row.carrier = random.pick(carriers);
        row.tracking_number = random.text(18, "0123456789ABCDEFGHJKLMNPRSTUVWXYZ");
        if (compareDates(arrived, today) < 0) {
          const returned = random.chance(0.004);
          row.fulfilment = returned ? "returned" : "delivered";
          row.delivered_at = returned ? null : at(arrived, 14);
          row.returned_at = returned ? at(addDays(arrived, 5), 11) : null;
          if (!customer.card && !returned) {
            const paid = random.weighted([
              ["paid", 96],
              ["refused", 1],
              ["open", 3],
            ] as const);
            if (paid !== "open") {
              row.payment_status = paid;
              row.payment_method =
                paid === "paid"
                  ? random.weighted([
                      ["cash", 50],
                      ["card_on_delivery", 40],
                      ["transfer", 10],
                    ] as const)
                  : null;
              row.payment_recorded_at = at(arrived, 18);
            }
          }
        } else {
          row.fulfilment = "shipped";
        }
      } else if (
        slot.status === "scheduled" &&
        !canChangeBox(slot.date, today) &&
        random.chance(0.5)
      ) {
        // Past its cut-off, so the customer can no longer change it: half are packed already.
        row.fulfilment = "packed";
        row.packed_at = at(today, 8);
      }
      rows.push(row);
    }
    out.deliveries.push(...rows);

    // Problems: about one delivered box in 80, one report per box.
    for (const row of rows) {
      if (row.fulfilment !== "delivered" || !random.chance(0.0125)) continue;
      const deliveredOn = (row.delivered_at as Date).toISOString().slice(0, 10);
      const reportedOn = addDays(deliveredOn, random.int(1, 6));
      if (compareDates(reportedOn, today) >= 0) continue;
      const problem: Row = {
        id: ++ids.problem,
        uid: customer.who.uid,
        delivery_id: row.id,
        kind: random.pick(problemKinds),
        description: random.pick(problemTexts),
        created_at: at(reportedOn, 10),
        resolution: null,
        amount_cents: null,
        replacement_delivery_id: null,
        credit_delivery_id: null,
        resolved_at: null,
        resolved_by: null,
      };
      out.problems.push(problem);
      const resolvedOn = addDays(reportedOn, random.int(0, 3));
      if (compareDates(resolvedOn, today) >= 0 || random.chance(0.1)) continue;
      const boxCost =
        (row.quantity as number) *
        ((row.unit_price_cents as number) + (row.shipping_cents as number));
      const paidFor = customer.card || row.payment_status === "paid";
      const resolution =
        paidFor && boxCost > 0
          ? random.weighted([
              ["replacement", 55],
              ["refund", 45],
            ] as const)
          : "replacement";
      problem.resolution = resolution;
      problem.resolved_at = at(resolvedOn, 13);
      problem.resolved_by = support.email;
      if (resolution === "refund") {
        problem.amount_cents = boxCost;
        out.refunds.push({
          id: ++ids.refund,
          order_id: customer.orderId,
          amount_cents: boxCost,
          reason: `Problem with the box of ${row.date as string}`,
          method: customer.card ? "card" : "recorded",
          provider_refund: customer.card ? `re_${random.text(24)}` : null,
          actor_uid: support.uid,
          actor_email: support.email,
          actor_role: support.role,
          created_at: at(resolvedOn, 13),
        });
      } else {
        const shipOn = shipDayOnOrAfter(resolvedOn);
        const replacement: Row = {
          ...row,
          id: ++ids.delivery,
          date: resolvedOn,
          status: "shipped",
          unit_price_cents: 0,
          shipping_cents: 0,
          reminded_at: null,
          payment_status: null,
          payment_method: null,
          payment_recorded_at: null,
          replaces_delivery_id: row.id,
          created_at: at(resolvedOn, 13),
        };
        const arrived = addWorkingDays(shipOn, transit);
        if (compareDates(shipOn, today) < 0) {
          replacement.tracking_number = random.text(18, "0123456789ABCDEFGHJKLMNPRSTUVWXYZ");
          replacement.packed_at = at(shipOn, 10);
          replacement.shipped_at = at(shipOn, 15);
          replacement.fulfilment = compareDates(arrived, today) < 0 ? "delivered" : "shipped";
          replacement.delivered_at =
            replacement.fulfilment === "delivered" ? at(arrived, 14) : null;
        } else {
          Object.assign(replacement, {
            fulfilment: "waiting",
            packed_at: null,
            shipped_at: null,
            delivered_at: null,
            carrier: null,
            tracking_number: null,
          });
        }
        problem.replacement_delivery_id = replacement.id;
        out.deliveries.push(replacement);
      }
    }

    // Reviews: about one customer in eight reviews a box they received.
    const received = rows.find((row) => row.fulfilment === "delivered");
    if (!reviewed && received && random.chance(0.125)) {
      reviewed = true;
      const writtenOn = addDays(
        (received.delivered_at as Date).toISOString().slice(0, 10),
        random.int(1, 20),
      );
      if (compareDates(writtenOn, today) < 0) {
        out.reviews.push({
          id: ++ids.review,
          box_id: received.box_id,
          text: random.pick(reviewTexts),
          rating: random.weighted([
            [5, 50],
            [4, 30],
            [3, 12],
            [2, 5],
            [1, 3],
          ] as const),
          created_at: at(writtenOn, 20),
          author_uid: customer.who.uid,
          author_name: `${customer.who.firstName} ${customer.who.lastName[0]}.`,
          hidden: random.chance(0.01),
          verified_buyer: true,
          hidden_reason: null,
        });
      }
    }
  }
  return out;
}
