import { allergenTags } from "../allergens";
import { frequencies } from "../commerce/dates";
import {
  array,
  either,
  int,
  nonNegative,
  nullable,
  object,
  optional,
  oneOf,
  positive,
  reader,
  recordOf,
  string,
} from "../reader";
import { storedAddressRead } from "./answer-readers";
import { petSpecies } from "./pet-kinds";
import type {
  SubscriptionDetail,
  SubscriptionDetailAnswer,
  SubscriptionDetailsAnswer,
  UpcomingBox,
} from "./subscription-answers";
import {
  subscriptionActions,
  subscriptionStatuses,
  upcomingStatuses,
  type SubscriptionAction,
} from "./subscription-kinds";

// The portal's answers, read without zod as answer-readers.ts reads the others (decision 205).

type ActionState = SubscriptionDetail["actions"][SubscriptionAction];

const actionStateRead = either<ActionState>(
  object<Extract<ActionState, { allowed: true }>>({ allowed: oneOf([true]) }),
  object<Extract<ActionState, { allowed: false }>>({
    allowed: oneOf([false]),
    message: string(),
  }),
);

/** `upcomingBoxSchema` (subscription-answers.ts): one of a card's next boxes. */
const upcomingBoxRead = object<UpcomingBox>({
  date: string(),
  arrivesAbout: string(),
  status: oneOf(upcomingStatuses),
  boxId: string(),
  boxName: string(),
  petName: nullable(string()),
  address: storedAddressRead,
  price: int(nonNegative),
  changeUntil: nullable(string()),
  allergySwap: nullable(string()),
  skip: actionStateRead,
  unskip: actionStateRead,
});

/** `subscriptionDetailSchema` (subscription-answers.ts): one card of the portal. */
const subscriptionDetailRead = object<SubscriptionDetail>({
  id: int(positive),
  orderId: string(),
  boxId: string(),
  petId: nullable(int(positive)),
  status: oneOf(subscriptionStatuses),
  frequency: oneOf(frequencies),
  unitPrice: int(nonNegative),
  shipping: int(nonNegative),
  quantity: int((n) => n >= 1 && n <= 5),
  nextDeliveryDate: nullable(string()),
  planId: string(),
  deliveriesLeft: nullable(int(nonNegative)),
  box: nullable(
    object<NonNullable<SubscriptionDetail["box"]>>({
      id: string(),
      name: string(),
      thumbnail: string(),
      pet: oneOf(petSpecies),
    }),
  ),
  pet: nullable(
    object<NonNullable<SubscriptionDetail["pet"]>>({
      id: int(positive),
      name: string(),
      species: oneOf(petSpecies),
      allergies: array(oneOf(allergenTags)),
    }),
  ),
  plan: object<SubscriptionDetail["plan"]>({
    id: string(),
    name: string(),
    deliveriesPrepaid: int(nonNegative),
    discountPercent: int((n) => n >= 0 && n <= 100),
  }),
  pricePerDelivery: int(nonNegative),
  pendingPrice: optional(
    object<NonNullable<SubscriptionDetail["pendingPrice"]>>({
      unitPrice: int(nonNegative),
      pricePerDelivery: int(nonNegative),
      effectiveOn: string(),
      firstBoxOn: string(),
    }),
  ),
  credit: optional(int((n) => n > 0)),
  codeDiscount: optional(
    object<NonNullable<SubscriptionDetail["codeDiscount"]>>({
      code: nullable(string()),
      percentOff: nullable(int((n) => n > 0)),
      perDelivery: int((n) => n > 0),
      endsOn: string(),
      boxesLeft: nullable(int(nonNegative)),
    }),
  ),
  pausedUntil: nullable(string()),
  endsOn: nullable(string()),
  changeUntil: nullable(string()),
  undoUntil: nullable(string()),
  nothingPacked: oneOf([true, false]),
  upcoming: array(upcomingBoxRead),
  paymentIssue: nullable(oneOf(["payment_failed"])),
  addressId: int(positive),
  address: storedAddressRead,
  actions: recordOf(subscriptionActions, actionStateRead),
});

/** `subscriptionDetailsAnswerSchema` (subscription-answers.ts): GET /api/subscriptions. */
export const subscriptionDetailsAnswerReader = reader(
  object<SubscriptionDetailsAnswer>({ subscriptions: array(subscriptionDetailRead) }),
);

/** `subscriptionDetailAnswerSchema`: every action's answer, the card as it is afterwards. */
export const subscriptionDetailAnswerReader = reader(
  object<SubscriptionDetailAnswer>({ subscription: subscriptionDetailRead }),
);
