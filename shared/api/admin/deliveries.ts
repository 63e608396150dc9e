import { dayOfWeek, isCalendarDate } from "../../commerce/calendar";
import {
  deliveryStates,
  podPaymentMethods,
  podPaymentStatuses,
} from "../../commerce/delivery-state";
import { z } from "../../zod";
import { packingLineSchema } from "../deliveries";
import { NOT_AN_OBJECT } from "../errors";

// The back office's packing and shipping (issue 26, decisions 225 and 226). Writes answer the
// delivery as it is afterwards; refusals are decision 041's bodies.

const id = z.number().check(z.int(), z.positive());
const instant = z.nullable(z.string());

const MONTH_HINT = "Give the month as YYYY-MM, for example 2026-12.";
const WEEK_HINT = "Give the week as the date of its Monday, YYYY-MM-DD, for example 2026-11-30.";

/** A real calendar day (YYYY-MM-DD) that is a Monday. */
const isMonday = (value: string) => isCalendarDate(value) && dayOfWeek(value) === 1;

/** A query's `limit`: a whole number from 1 to `max`, written without a leading zero. */
const pageLimit = (max: number, hint: string) =>
  z
    .string({ error: hint })
    .check(z.refine((value) => /^[1-9]\d{0,5}$/.test(value) && Number(value) <= max, hint));

/** Lines on a page of the packing list when the query names no `limit` (decision 261). */
export const PACKING_PAGE_SIZE = 200;
export const MAX_PACKING_PAGE_SIZE = 500;

/**
 * Where a page of the packing list resumes: "YYYY-MM-DD~<subscription>~<delivery>", the last line
 * of the page before, as the answer's `next` gives it. Clients pass it back as they got it.
 */
export type PackingCursor = { date: string; subscriptionId: number; deliveryId: number };
const CURSOR = /^(\d{4}-\d{2}-\d{2})~([1-9]\d{0,14})~([1-9]\d{0,14})$/;
const CURSOR_HINT =
  "That is not a place in the packing list: pass back the `next` of the page before, as it came.";

export const packingCursorOf = (line: {
  date: string;
  subscriptionId: number;
  deliveryId: number;
}): string => `${line.date}~${line.subscriptionId}~${line.deliveryId}`;

/** The cursor `after` names, or null when it names none. */
export function readPackingCursor(after: string): PackingCursor | null {
  const found = CURSOR.exec(after);
  if (!found || !isCalendarDate(found[1]!)) return null;
  return { date: found[1]!, subscriptionId: Number(found[2]), deliveryId: Number(found[3]) };
}

const LIMIT_HINT = `Ask for 1 to ${MAX_PACKING_PAGE_SIZE} lines a page.`;

/**
 * GET /api/admin/packing?month=YYYY-MM, or ?week=YYYY-MM-DD (a Monday): the week runs Monday to
 * Sunday and may reach into the next month. One of the two, not both. A page at a time
 * (decision 261): `limit` lines (200 unless asked, at most 500), from after `after` (the `next`
 * of the page before).
 */
export const adminPackingQuerySchema = z
  .object({
    after: z.optional(
      z
        .string({ error: CURSOR_HINT })
        .check(z.refine((value) => readPackingCursor(value) !== null, CURSOR_HINT)),
    ),
    limit: z.optional(pageLimit(MAX_PACKING_PAGE_SIZE, LIMIT_HINT)),
    month: z.optional(
      z.string({ error: MONTH_HINT }).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_HINT)),
    ),
    week: z.optional(
      z
        .string({ error: WEEK_HINT })
        .check(
          z.regex(/^\d{4}-\d{2}-\d{2}$/, WEEK_HINT),
          z.refine(isMonday, "That date is not a Monday: give the Monday that starts the week."),
        ),
    ),
  })
  .check(
    z.superRefine((query, context) => {
      if (query.month === undefined && query.week === undefined) {
        context.addIssue({ code: "custom", path: ["month"], message: MONTH_HINT });
      }
      if (query.month !== undefined && query.week !== undefined) {
        context.addIssue({
          code: "custom",
          path: ["week"],
          message: "Ask for a month or a week, not both.",
        });
      }
    }),
  );

/**
 * One line of the back office's packing list: the line of `npm run shop -- packing`, with the
 * order, the pet's chewing strength, what has happened to the box and its parcel. No payment
 * data and no e-mail address: packers read it.
 */
export const adminPackingLineSchema = z.extend(packingLineSchema, {
  orderId: z.string(),
  /** Shown as orderNumberLabel(): "PB-000042". */
  orderNumber: id,
  /** The pet's chewing strength, when the customer gave it. */
  chewing: z.nullable(z.string()),
  state: z.enum(deliveryStates),
  /** A free box replacing one a customer reported a problem with (decision 233). */
  replacement: z.boolean(),
  packedAt: instant,
  shippedAt: instant,
  carrier: z.nullable(z.string()),
  /** The carrier's name as people read it ("USPS"). */
  carrierName: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
  trackingUrl: z.nullable(z.string()),
});
export type AdminPackingLine = z.infer<typeof adminPackingLineSchema>;

/**
 * The pick list: how many of each box, and of each item swapped in for an allergy, over the
 * lines still to pack (scheduled or late, not yet packed).
 */
export const pickTotalSchema = z.object({
  kind: z.enum(["box", "swap_in"]),
  /** The box's id, or the swapped-in item's name. */
  key: z.string(),
  name: z.string(),
  quantity: z.number().check(z.int(), z.positive()),
});
export type PickTotal = z.infer<typeof pickTotalSchema>;

export const adminPackingAnswerSchema = z.object({
  /** The month asked for, or the month of the week's Monday. */
  month: z.string(),
  /** The week's Monday when a week was asked for, else null. */
  week: z.nullable(z.string()),
  /** This page's lines, in the list's order (date, subscription, delivery). */
  lines: z.array(adminPackingLineSchema),
  /** The pick list of the whole month or week, not only of this page. */
  totals: z.array(pickTotalSchema),
  /** How many lines the whole month or week holds. */
  count: z.number().check(z.int(), z.nonnegative()),
  /** How many of them still need a person: to pack or ship (scheduled, late or packed). */
  open: z.number().check(z.int(), z.nonnegative()),
  /** The `after` of the next page, or null on the last page. */
  next: z.nullable(z.string()),
});
export type AdminPackingAnswer = z.infer<typeof adminPackingAnswerSchema>;

/** GET /api/admin/packing/today?week=YYYY-MM-DD (a Monday; this week's when left out). */
export const adminPackingTodayQuerySchema = z.object({
  week: z.optional(
    z
      .string({ error: WEEK_HINT })
      .check(
        z.regex(/^\d{4}-\d{2}-\d{2}$/, WEEK_HINT),
        z.refine(isMonday, "That date is not a Monday: give the Monday that starts the week."),
      ),
  ),
});

/** Lines the Today screen lists of each kind; the counts are of all of them. */
export const TODAY_LINES = 50;

const someLines = z.object({
  /** How many there are in all. */
  count: z.number().check(z.int(), z.nonnegative()),
  /** The first TODAY_LINES of them, in the list's order. */
  lines: z.array(adminPackingLineSchema),
});

/**
 * What the Today screen shows of the boxes (decision 261): the late ones (past their day, not
 * shipped, since the first day of last month) and the week's still to pack or ship, not late.
 */
export const adminPackingTodayAnswerSchema = z.object({
  /** The shop's date. */
  today: z.string(),
  /** The week's Monday. */
  week: z.string(),
  late: someLines,
  thisWeek: someLines,
});
export type AdminPackingTodayAnswer = z.infer<typeof adminPackingTodayAnswerSchema>;

const carrierField = z
  .string({ error: "Choose a carrier." })
  .check(z.trim(), z.minLength(1, "Choose a carrier."));
const trackingField = z
  .string({ error: "Enter the tracking number." })
  .check(
    z.trim(),
    z.regex(
      /^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$/,
      "Enter the tracking number as the carrier gives it: 4 to 40 letters, digits, spaces or dashes.",
    ),
  );

/** POST /api/admin/deliveries/:id/ship */
export const shipInputSchema = z.object(
  { carrier: carrierField, trackingNumber: trackingField },
  { error: NOT_AN_OBJECT },
);
export type ShipInput = z.infer<typeof shipInputSchema>;

export const MAX_BULK_SHIP = 100;

/** POST /api/admin/deliveries/ship: several boxes at once, all or none. */
export const bulkShipInputSchema = z.object(
  {
    items: z
      .array(
        z.object(
          {
            id: z.number({ error: "Give the box's id." }).check(z.int(), z.positive()),
            carrier: carrierField,
            trackingNumber: trackingField,
          },
          { error: NOT_AN_OBJECT },
        ),
        { error: "List the boxes to ship." },
      )
      .check(
        z.minLength(1, "List the boxes to ship."),
        z.maxLength(MAX_BULK_SHIP, `Ship at most ${MAX_BULK_SHIP} boxes at once.`),
        z.refine(
          (items) => new Set(items.map((item) => item.id)).size === items.length,
          "Each box once: the list names a box twice.",
        ),
      ),
  },
  { error: NOT_AN_OBJECT },
);
export type BulkShipInput = z.infer<typeof bulkShipInputSchema>;

/** POST /api/admin/deliveries/:id/payment: for pay on delivery only. */
export const paymentInputSchema = z
  .object(
    {
      status: z.enum(podPaymentStatuses, { error: 'The status is "paid" or "refused".' }),
      method: z.optional(
        z.enum(podPaymentMethods, {
          error: 'The method is "cash", "card_on_delivery" or "transfer".',
        }),
      ),
    },
    { error: NOT_AN_OBJECT },
  )
  .check(
    z.superRefine((input, context) => {
      if (input.status === "paid" && input.method === undefined) {
        context.addIssue({
          code: "custom",
          path: ["method"],
          message: "Say how it was paid: cash, card on delivery or transfer.",
        });
      }
      if (input.status === "refused" && input.method !== undefined) {
        context.addIssue({
          code: "custom",
          path: ["method"],
          message: "A refused payment has no method.",
        });
      }
    }),
  );
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/** What a packer sees of a delivery after a write: its steps and its parcel. */
export const fulfilmentSchema = z.object({
  id,
  state: z.enum(deliveryStates),
  packedAt: instant,
  shippedAt: instant,
  deliveredAt: instant,
  returnedAt: instant,
  carrier: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
  trackingUrl: z.nullable(z.string()),
});
export const fulfilmentAnswerSchema = z.object({ delivery: fulfilmentSchema });
export type FulfilmentAnswer = z.infer<typeof fulfilmentAnswerSchema>;
export const bulkShipAnswerSchema = z.object({ deliveries: z.array(fulfilmentSchema) });
export type BulkShipAnswer = z.infer<typeof bulkShipAnswerSchema>;

/** A pay-on-delivery box's payment after it was recorded (owner and support only). */
export const paymentAnswerSchema = z.object({
  delivery: z.object({
    id,
    paymentStatus: z.enum(podPaymentStatuses),
    paymentMethod: z.nullable(z.enum(podPaymentMethods)),
    recordedAt: z.string(),
  }),
});
export type PaymentAnswer = z.infer<typeof paymentAnswerSchema>;

/**
 * GET /api/admin/unpaid: pay-on-delivery boxes that have shipped and whose payment nobody has
 * recorded, oldest first, with what the courier should collect and how many days it has been out.
 */
export const unpaidDeliverySchema = z.object({
  deliveryId: id,
  orderId: z.string(),
  orderNumber: id,
  uid: z.string(),
  customerName: z.string(),
  date: z.string(),
  boxName: z.string(),
  petName: z.nullable(z.string()),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(5)),
  state: z.enum(deliveryStates),
  shippedAt: z.string(),
  /** Boxes and their shipping, in cents. */
  amount: z.number().check(z.int(), z.nonnegative()),
  /** Whole days since it shipped, in the shop's calendar. */
  ageDays: z.number().check(z.int(), z.nonnegative()),
});
export const unpaidAnswerSchema = z.object({
  /** The oldest `limit` of them (all when there are fewer). */
  deliveries: z.array(unpaidDeliverySchema),
  /** How many there are in all. */
  count: z.number().check(z.int(), z.nonnegative()),
  /** The sum of all their amounts, in cents. */
  total: z.number().check(z.int(), z.nonnegative()),
});

/** Unpaid boxes listed when the query names no `limit`: the rest are counted (decision 263). */
export const UNPAID_PAGE_SIZE = 200;
const UNPAID_LIMIT_HINT = `Give how many to list: a whole number from 1 to ${UNPAID_PAGE_SIZE}.`;

/** GET /api/admin/unpaid?limit= */
export const unpaidQuerySchema = z.object({
  limit: z.optional(pageLimit(UNPAID_PAGE_SIZE, UNPAID_LIMIT_HINT)),
});
export type UnpaidAnswer = z.infer<typeof unpaidAnswerSchema>;
