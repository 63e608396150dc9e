import { addressSchema, shippingCountries } from "@shared/api/address";
import type { Pet } from "@shared/api/pets";
import type { SubscriptionDetail } from "@shared/api/subscriptions";
import type { Box } from "@shared/catalogue";
import { formatCalendarDate } from "@shared/commerce/dates";
import { z } from "@shared/zod";
import { Field } from "~/components/ui/field";
import { act, type PlainAction } from "~/api/subscriptions";
import { ActionDialog } from "./action-dialog";
import { cancellingMeans, fromWhichBox } from "./wording";

/** Which dialog is open on a card. */
export type DialogKind = PlainAction | "pause" | "swap" | "details" | "address";

const noFields = z.object({});

const pauseSchema = z.pipe(
  z.object({
    months: z.enum(["1", "2", "3"], { error: "Choose a pause of 1, 2 or 3 months." }),
  }),
  z.transform(({ months }: { months: "1" | "2" | "3" }) => Number(months) as 1 | 2 | 3),
);

const swapSchema = z.object({
  boxId: z.string({ error: "Choose a box." }).check(z.minLength(1, "Choose a box.")),
});

const QUANTITY = "Choose how many boxes, from 1 to 5.";
const detailsSchema = z.object({
  petId: z.coerce
    .number({ error: "Choose which pet this box is for." })
    .check(z.int(), z.positive("Choose which pet this box is for.")),
  quantity: z.coerce
    .number({ error: QUANTITY })
    .check(z.int(QUANTITY), z.gte(1, QUANTITY), z.lte(5, QUANTITY)),
});

const selectClasses =
  "block w-full rounded-xl border-2 border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 focus:border-amber-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-700/40 aria-[invalid=true]:border-red-700";

const dateOf = (date: string | null) => (date ? formatCalendarDate(date) : null);

/**
 * The confirmation of one action on `subscription`: each says what will happen in plain words,
 * asks for what the action needs, and calls the API once confirmed.
 */
export function SubscriptionDialog({
  kind,
  subscription: s,
  catalogue,
  pets,
  onClose,
  onDone,
}: {
  kind: DialogKind;
  subscription: SubscriptionDetail;
  catalogue: readonly Box[];
  pets: readonly Pet[] | null;
  onClose: () => void;
  onDone: (detail: SubscriptionDetail) => void;
}) {
  const next = dateOf(s.nextDeliveryDate);
  const until = dateOf(s.changeUntil);
  const boxName = s.box?.name ?? "this box";
  const common = { onClose, onDone };
  const plain = (action: PlainAction) => () => act(s.id, action);

  switch (kind) {
    case "skip":
      return (
        <ActionDialog
          {...common}
          title="Skip the next box?"
          confirmLabel="Skip this box"
          schema={noFields}
          submit={plain("skip")}
        >
          <p>
            The {boxName} box of <strong>{next}</strong> is not sent and not charged. The box after
            it ships as planned.
          </p>
          {until ? <p>You can undo this until {until}.</p> : null}
        </ActionDialog>
      );
    case "unskip":
      return (
        <ActionDialog
          {...common}
          title="Undo the skip?"
          confirmLabel="Undo skip"
          schema={noFields}
          submit={plain("unskip")}
        >
          <p>The box you skipped ships again on its date, and is charged as usual.</p>
        </ActionDialog>
      );
    case "resume":
      return (
        <ActionDialog
          {...common}
          title="Resume now?"
          confirmLabel="Resume subscription"
          schema={noFields}
          submit={plain("resume")}
        >
          <p>
            Your pause, planned until {dateOf(s.pausedUntil)}, ends now. Boxes ship again from the
            next date that can still be packed.
          </p>
        </ActionDialog>
      );
    case "cancel":
      return (
        <ActionDialog
          {...common}
          title="Cancel this subscription?"
          confirmLabel="Cancel subscription"
          closeLabel="Keep subscription"
          danger
          schema={noFields}
          submit={plain("cancel")}
        >
          <p>{cancellingMeans(s)}</p>
          <p>Nothing renews and nothing more is charged after you cancel.</p>
        </ActionDialog>
      );
    case "pause":
      return (
        <ActionDialog
          {...common}
          title="Pause deliveries"
          confirmLabel="Pause"
          schema={pauseSchema}
          submit={(months) => act(s.id, { pause: months })}
        >
          {(form) => (
            <fieldset aria-describedby={`pause-hint-${s.id}`}>
              <legend className="font-semibold text-stone-900">For how long?</legend>
              <p id={`pause-hint-${s.id}`} className="mt-1 text-sm text-stone-600">
                Paused boxes are not sent and not charged
                {s.deliveriesLeft !== null ? "; prepaid deliveries simply come later" : ""}. You can
                resume early at any time.
              </p>
              <div className="mt-3 grid grid-cols-3 gap-2">
                {[1, 2, 3].map((months) => (
                  <label
                    key={months}
                    className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-stone-300 px-3 py-2 font-semibold text-stone-900 has-[:checked]:border-amber-700 has-[:checked]:bg-amber-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-700/40"
                  >
                    <input
                      type="radio"
                      name="months"
                      value={months}
                      defaultChecked={months === 1}
                      className="accent-amber-800"
                    />
                    {months} {months === 1 ? "month" : "months"}
                  </label>
                ))}
              </div>
              {form.errors.months ? (
                <p className="mt-2 text-sm font-medium text-red-700">{form.errors.months}</p>
              ) : null}
            </fieldset>
          )}
        </ActionDialog>
      );
    case "swap": {
      const species = s.box?.pet ?? s.pet?.species ?? null;
      const options = catalogue.filter(
        (box) => (species === null || box.pet === species) && String(box.id) !== s.boxId,
      );
      return (
        <ActionDialog
          {...common}
          title="Swap box"
          confirmLabel="Swap box"
          schema={swapSchema}
          submit={({ boxId }) => act(s.id, { change: { boxId } })}
        >
          {(form) => (
            <fieldset>
              <legend className="font-semibold text-stone-900">
                Another box for your {species ?? "pet"}
              </legend>
              <p className="mt-1 text-sm text-stone-600">{fromWhichBox(s)}</p>
              <div className="mt-3 flex flex-col gap-2">
                {options.map((box, index) => (
                  <label
                    key={box.id}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-stone-300 px-3 py-2 text-stone-900 has-[:checked]:border-amber-700 has-[:checked]:bg-amber-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-700/40"
                  >
                    <input
                      type="radio"
                      name="boxId"
                      value={String(box.id)}
                      defaultChecked={index === 0}
                      className="accent-amber-800"
                    />
                    <img
                      src={box.thumbnail}
                      alt=""
                      width={48}
                      height={48}
                      className="size-12 shrink-0 rounded-lg object-cover"
                    />
                    <span className="min-w-0 font-semibold wrap-anywhere">
                      {box.name}
                      <span className="block text-sm font-normal text-stone-600">
                        ${box.price.toFixed(2)} a box before your plan&apos;s discount ·{" "}
                        {box.frequency}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
              {form.errors.boxId ? (
                <p className="mt-2 text-sm font-medium text-red-700">{form.errors.boxId}</p>
              ) : null}
              <p className="mt-3 text-sm text-stone-600">
                The price per delivery changes with the box. A box on another rhythm starts that
                rhythm with the next box.
              </p>
            </fieldset>
          )}
        </ActionDialog>
      );
    }
    case "details": {
      const species = s.box?.pet ?? s.pet?.species ?? null;
      const choices = (pets ?? []).filter((pet) => species === null || pet.species === species);
      return (
        <ActionDialog
          {...common}
          title="Change pet or quantity"
          confirmLabel="Save changes"
          schema={detailsSchema}
          submit={(values) =>
            act(s.id, {
              change: {
                ...(values.petId !== s.petId ? { petId: values.petId } : {}),
                quantity: values.quantity,
              },
            })
          }
        >
          {(form) => (
            <>
              <p>{fromWhichBox(s)}</p>
              <div className="flex flex-col gap-1.5">
                <label htmlFor={`pet-${s.id}`} className="text-sm font-semibold text-stone-800">
                  Pet
                </label>
                <select
                  id={`pet-${s.id}`}
                  name="petId"
                  defaultValue={s.petId ?? ""}
                  className={selectClasses}
                  aria-invalid={form.errors.petId ? true : undefined}
                >
                  {s.petId === null ? <option value="">Choose a pet</option> : null}
                  {choices.map((pet) => (
                    <option key={pet.id} value={pet.id}>
                      {pet.name}
                    </option>
                  ))}
                </select>
                {form.errors.petId ? (
                  <p className="text-sm font-medium text-red-700">{form.errors.petId}</p>
                ) : null}
              </div>
              <div className="flex flex-col gap-1.5">
                <label htmlFor={`qty-${s.id}`} className="text-sm font-semibold text-stone-800">
                  Boxes per delivery
                </label>
                <select
                  id={`qty-${s.id}`}
                  name="quantity"
                  defaultValue={s.quantity}
                  className={selectClasses}
                >
                  {[1, 2, 3, 4, 5].map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
            </>
          )}
        </ActionDialog>
      );
    }
    case "address":
      return (
        <ActionDialog
          {...common}
          title="Change delivery address"
          confirmLabel="Save address"
          schema={addressSchema}
          submit={(address) => act(s.id, { change: { address } })}
        >
          {(form) => (
            <>
              <p>Where the boxes go. {fromWhichBox(s)}</p>
              <Field
                label="Full name"
                autoComplete="name"
                defaultValue={s.address.fullName}
                {...form.field("fullName")}
              />
              <Field
                label="Street and number"
                autoComplete="address-line1"
                defaultValue={s.address.line1}
                {...form.field("line1")}
              />
              <Field
                label="Apartment, suite (optional)"
                autoComplete="address-line2"
                defaultValue={s.address.line2}
                {...form.field("line2")}
              />
              <Field
                label="Town or city"
                autoComplete="address-level2"
                defaultValue={s.address.city}
                {...form.field("city")}
              />
              <Field
                label="State, province or region"
                autoComplete="address-level1"
                defaultValue={s.address.region}
                {...form.field("region")}
              />
              <Field
                label="Postal code"
                autoComplete="postal-code"
                defaultValue={s.address.postalCode}
                {...form.field("postalCode")}
              />
              <div className="flex flex-col gap-1.5">
                <label htmlFor={`country-${s.id}`} className="text-sm font-semibold text-stone-800">
                  Country
                </label>
                <select
                  id={`country-${s.id}`}
                  name="country"
                  autoComplete="country"
                  defaultValue={s.address.country}
                  className={selectClasses}
                >
                  {shippingCountries.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </select>
              </div>
              <Field
                label="Phone (optional)"
                type="tel"
                autoComplete="tel"
                defaultValue={s.address.phone ?? ""}
                {...form.field("phone")}
              />
            </>
          )}
        </ActionDialog>
      );
  }
}
