import { allergenTags } from "../allergens";
import type { Plan } from "../commerce/plans";
import {
  array,
  int,
  nothing,
  nullable,
  object,
  oneOf,
  optional,
  positive,
  reader,
  record,
  string,
  type Read,
} from "../reader";
import { apiErrorCodes } from "./error-body";
import type { ApiError } from "./errors";
import type { AffectedBox, Pet, PetAnswer, PetsAnswer, PetUpdatedAnswer } from "./pet-answers";
import { chewingStrengths, dogSizes, petSpecies } from "./pet-kinds";
import type { PlansAnswer } from "./plans";
import type { LastAddressAnswer } from "./stored-address";

// What the browser reads before it can show a page, read without zod (docs/decisions/205). Each
// reader mirrors the shared schema named beside it, which the server answers with and the API
// reference is generated from; answer-readers.test.ts parses the same inputs with both. The
// portal's and the reviews' readers have modules of their own (subscription-readers.ts,
// review-readers.ts): a page loads a module whole, and checkout reads neither (decision 224).

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
export const storedAddressRead = object<StoredAddress>({
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
