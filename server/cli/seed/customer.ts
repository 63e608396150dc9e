import { allergySwapFor } from "../../../shared/allergens";
import type { Box } from "../../../shared/catalogue";
import { consentText, TERMS_VERSION } from "../../../shared/commerce/consent";
import { addDays, compareDates, todayIn, type CalendarDate } from "../../../shared/commerce/dates";
import { firstShipDate } from "../../../shared/commerce/fulfilment-rules";
import { orderTotalCents, priceLine } from "../../../shared/commerce/money";
import type { Plan } from "../../../shared/commerce/plans";
import { shippingPerBox } from "../../../shared/shop/shipping-zones";
import { live, nextDate, startState, type Lived } from "./history";
import { countryWeights, address, person, pet, type Person, type PetFields } from "./people";
import type { Random } from "./random";
import type { Row } from "./writer";

// One customer of the seeded shop: pets, an address, one order with a line per subscribed pet,
// and each subscription's life to today (decision 255).

export interface Ids {
  pet: number;
  address: number;
  orderNumber: number;
  subscription: number;
  orderLine: number;
}

export interface SeedContext {
  random: Random;
  today: CalendarDate;
  timeZone: string;
  catalogue: readonly Box[];
  plans: readonly Plan[];
  ids: Ids;
}

export interface LivedLine {
  subscriptionId: number;
  box: Box;
  pet: PetFields & { id: number };
  lived: Lived;
}

export interface SeededCustomer {
  who: Person;
  orderId: string;
  card: boolean;
  country: string;
  orderedAt: Date;
  lines: LivedLine[];
  rows: {
    pets: Row[];
    addresses: Row[];
    orders: Row[];
    subscriptions: Row[];
    order_lines: Row[];
  };
}

const DAY_MS = 86_400_000;
/** 18 months of history. */
export const HISTORY_DAYS = 548;

const at = (date: CalendarDate, hour: number) =>
  new Date(`${date}T${String(hour).padStart(2, "0")}:00:00Z`);

/** A customer with `subscribed` of their pets on one order (1–3), the rest without a box. */
export function seedCustomer(
  context: SeedContext,
  serial: number,
  subscribed: number,
): SeededCustomer {
  const { random, today, timeZone, ids } = context;
  const who = person(random, serial);
  const country = random.weighted(countryWeights);
  const fields = address(random, who, country);
  // More customers lately than 18 months ago: a shop that grows.
  const daysAgo = Math.floor(HISTORY_DAYS * (1 - Math.sqrt(random.float()))) + 1;
  const orderedAt = new Date(
    at(today, 0).getTime() - daysAgo * DAY_MS + random.int(7, 22) * 3_600_000,
  );
  const orderedOn = todayIn(timeZone, orderedAt);
  const firstDate = firstShipDate(orderedAt, timeZone);
  const plan = random.weighted(
    context.plans.map((each, i) => [each, i === 0 ? 60 : 40 / context.plans.length] as const),
  );
  const card = random.chance(0.65);
  const perBox = shippingPerBox(country);

  const petCount = Math.max(
    subscribed,
    random.weighted([
      [1, 55],
      [2, 30],
      [3, 15],
    ] as const),
  );
  const pets = Array.from({ length: petCount }, () => ({ ...pet(random, today), id: ++ids.pet }));
  const addressId = ++ids.address;
  const orderId = random.uuid();
  const lines: LivedLine[] = [];
  const priced = pets.slice(0, subscribed).map((each) => {
    const boxes = context.catalogue.filter((box) => box.pet === each.species);
    const box = random.pick(boxes);
    const quantity = random.weighted([
      [1, 90],
      [2, 8],
      [3, 2],
    ] as const);
    const price = priceLine(box.price, quantity, plan);
    const contents = {
      boxId: String(box.id),
      petId: each.id,
      quantity,
      addressId,
      unitPrice: price.unitPrice,
      shipping: perBox,
    };
    const lived = live(
      random,
      startState(firstDate, box.frequency, plan.deliveriesPrepaid, contents),
      orderedOn,
      today,
    );
    lines.push({ subscriptionId: ++ids.subscription, box, pet: each, lived });
    return price;
  });
  const total = orderTotalCents(priced, perBox);
  const shipping = total - priced.reduce((sum, line) => sum + line.lineTotal, 0);
  const voided = lines.every(
    (line) =>
      line.lived.state.status === "cancelled" &&
      !line.lived.state.slots.some(
        (slot) => slot.status === "shipped" || slot.status === "scheduled",
      ),
  );
  const consent = consentText({
    lines: lines.map((line, i) => ({
      boxName: line.box.name,
      petName: line.pet.name,
      quantity: priced[i]!.quantity,
      frequency: line.box.frequency,
      unitPrice: priced[i]!.unitPrice,
    })),
    plan,
    total,
    method: card ? "card" : "pay_on_delivery",
    shippingPerBox: perBox,
  });
  const providerSubscription = card ? `sub_${random.text(24)}` : null;
  const lastChanged = lines.reduce(
    (latest, line) =>
      compareDates(line.lived.lastChangedOn, latest) > 0 ? line.lived.lastChangedOn : latest,
    orderedOn,
  );

  return {
    who,
    orderId,
    card,
    country,
    orderedAt,
    lines,
    rows: {
      pets: pets.map((each) => ({
        id: each.id,
        uid: who.uid,
        name: each.name,
        species: each.species,
        size: each.size,
        birthday: each.birthday,
        allergies: each.allergies,
        chewing: each.chewing,
        created_at: new Date(orderedAt.getTime() - random.int(5, 600) * 60_000),
      })),
      addresses: [
        {
          id: addressId,
          uid: who.uid,
          full_name: fields.fullName,
          line1: fields.line1,
          line2: fields.line2,
          city: fields.city,
          region: fields.region,
          postal_code: fields.postalCode,
          country: fields.country,
          phone: fields.phone,
          created_at: orderedAt,
          last_used_at: orderedAt,
        },
      ],
      orders: [
        {
          id: orderId,
          number: ++ids.orderNumber,
          uid: who.uid,
          customer_email: who.email,
          status: voided ? "cancelled" : card ? "paid" : "pay_on_delivery",
          plan_id: plan.id,
          plan_name: plan.name,
          total_cents: total,
          shipping_cents: shipping,
          payment_provider: card ? "stripe" : "manual",
          payment_reference: card ? `cs_test_${random.text(40)}` : null,
          provider_subscription: providerSubscription,
          address_id: addressId,
          consent_text: consent,
          terms_version: TERMS_VERSION,
          created_at: orderedAt,
          updated_at: at(lastChanged, 12),
        },
      ],
      subscriptions: lines.map(({ subscriptionId, box, pet: each, lived }, i) => {
        const state = lived.state;
        return {
          id: subscriptionId,
          uid: who.uid,
          order_id: orderId,
          pet_id: each.id,
          box_id: String(box.id),
          quantity: priced[i]!.quantity,
          frequency: box.frequency,
          unit_price_cents: priced[i]!.unitPrice,
          shipping_cents: perBox,
          credit_cents: 0,
          plan_id: plan.id,
          address_id: addressId,
          status: state.status,
          anchor_date: state.anchorDate,
          next_delivery_date: nextDate(state, today),
          deliveries_left: state.deliveriesLeft,
          anchor_sequence: state.anchorSequence,
          paused_until: state.pausedUntil,
          ends_on: state.endsOn,
          cancelled_at: lived.cancelledOn ? at(lived.cancelledOn, 15) : null,
          cancel_reason: lived.cancelReason,
          payment_issue: null,
          advanced_on: today,
          created_at: orderedAt,
          updated_at: at(lived.lastChangedOn, 12),
        };
      }),
      order_lines: lines.map(({ subscriptionId, box, pet: each }, i) => ({
        id: ++ids.orderLine,
        order_id: orderId,
        position: i,
        subscription_id: subscriptionId,
        box_id: String(box.id),
        box_name: box.name,
        pet_id: each.id,
        pet_name: each.name,
        quantity: priced[i]!.quantity,
        frequency: box.frequency,
        list_price_cents: priced[i]!.listPrice,
        unit_price_cents: priced[i]!.unitPrice,
        shipping_cents: perBox,
        deliveries: priced[i]!.deliveries,
        line_total_cents: priced[i]!.lineTotal,
        first_delivery_date: firstDate,
        allergy_swap: allergySwapFor(box, each.allergies),
      })),
    },
  };
}

export const daysBetween = (from: CalendarDate, to: CalendarDate) =>
  Math.round((at(to, 0).getTime() - at(from, 0).getTime()) / DAY_MS);

export { at, addDays };
