import { allergenTags } from "../allergens";
import { frequencies } from "../commerce/dates";
import type { Plan } from "../commerce/plans";
import {
  array,
  either,
  int,
  nonNegative,
  nothing,
  nullable,
  object,
  oneOf,
  optional,
  positive,
  reader,
  record,
  recordOf,
  string,
  type Read,
} from "../reader";
import { apiErrorCodes } from "./error-body";
import type { ApiError } from "./errors";
import type { AffectedBox, Pet, PetAnswer, PetsAnswer, PetUpdatedAnswer } from "./pet-answers";
import { chewingStrengths, dogSizes, petSpecies } from "./pet-kinds";
import type { PlansAnswer } from "./plans";
import type { Review, ReviewList } from "./reviews";
import type { LastAddressAnswer } from "./stored-address";
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

// What the browser reads before it can show a page, read without zod (docs/decisions/205). Each
// reader mirrors the shared schema named beside it, which the server answers with and the API
// reference is generated from; answer-readers.test.ts parses the same inputs with both.

/** `apiErrorSchema` (errors.ts): the body of every refusal. */
export const apiErrorReader = reader(
  object<ApiError>({
    error: object<ApiError["error"]>({
      code: oneOf(apiErrorCodes),
      message: string(),
      fields: optional(record(string())),
    }),
  }),
);

/** `z.null()`: a 204's empty body. */
export const noContentReader = reader(nothing);

const planRead = object<Plan>({
  id: string((value) => /^[a-z0-9][a-z0-9-]{0,39}$/.test(value)),
  name: string((value) => value.length >= 1 && value.length <= 60),
  deliveriesPrepaid: int((n) => n === 0 || (n >= 2 && n <= 12)),
  discountPercent: int((n) => n >= 0 && n <= 50),
});

/** `plansAnswerSchema` (plans.ts): GET /api/plans. */
export const plansAnswerReader = reader(
  object<PlansAnswer>({
    plans: array(planRead),
    paymentMethod: oneOf(["pay_on_delivery", "card"]),
    timeZone: string(),
  }),
);

const petRead: Read<Pet> = object<Pet>({
  id: int(positive),
  name: string(),
  species: oneOf(petSpecies),
  size: nullable(oneOf(dogSizes)),
  birthday: nullable(string()),
  allergies: array(oneOf(allergenTags)),
  allergiesOther: string(),
  dislikes: array(oneOf(allergenTags)),
  dislikesOther: string(),
  chewing: nullable(oneOf(chewingStrengths)),
  createdAt: string(),
});

/** `petsAnswerSchema` (pet-answers.ts): GET /api/pets. */
export const petsAnswerReader = reader(object<PetsAnswer>({ pets: array(petRead) }));

/** `petAnswerSchema` (pet-answers.ts): POST /api/pets. */
export const petAnswerReader = reader(object<PetAnswer>({ pet: petRead }));

/** `petUpdatedAnswerSchema` (pet-answers.ts): PATCH /api/pets/:id. */
export const petUpdatedAnswerReader = reader(
  object<PetUpdatedAnswer>({
    pet: petRead,
    affected: array(
      object<AffectedBox>({
        subscriptionId: int(positive),
        date: string(),
        boxId: string(),
        boxName: string(),
        allergySwap: string(),
        canSwapBox: oneOf([true, false]),
      }),
    ),
  }),
);

type StoredAddress = NonNullable<LastAddressAnswer["address"]>;

/** `storedAddressSchema` (stored-address.ts): an address in an answer. */
const storedAddressRead = object<StoredAddress>({
  fullName: string(),
  line1: string(),
  line2: string(),
  city: string(),
  region: string(),
  postalCode: string(),
  country: string(),
  phone: nullable(string()),
});

/** `lastAddressAnswerSchema` (stored-address.ts): GET /api/addresses/last. */
export const lastAddressAnswerReader = reader(
  object<LastAddressAnswer>({ address: nullable(storedAddressRead) }),
);

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

/** zod's `z.iso.datetime()`: a UTC instant, "2026-11-25T10:00:00Z" or with fractions of a second. */
const ISO_INSTANT =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$/;

/** `reviewSchema` (reviews.ts): a stored review. */
const reviewRead = object<Review>({
  id: int(positive),
  boxId: string(),
  text: string(),
  rating: int((n) => n >= 1 && n <= 5),
  createdAt: string((value) => ISO_INSTANT.test(value)),
  author: nullable(string()),
  verifiedBuyer: oneOf([true, false]),
});

/** `reviewListSchema` (reviews.ts): GET /api/boxes/:id/reviews. */
export const reviewListReader = reader(
  object<ReviewList>({
    reviews: array(reviewRead),
    nextCursor: nullable(string()),
    stats: object<ReviewList["stats"]>({ count: int(nonNegative), ratingSum: int(nonNegative) }),
  }),
);

/** `reviewCreatedSchema` (reviews.ts): POST /api/boxes/:id/reviews. */
export const reviewCreatedReader = reader(object<{ review: Review }>({ review: reviewRead }));
