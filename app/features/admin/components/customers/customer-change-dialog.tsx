import { useState, type ReactNode } from "react";
import type { Box } from "@shared/catalogue";
import type { SubscriptionDetail } from "@shared/api/subscriptions";
import { MAX_QUANTITY } from "@shared/api/checkout-limits";
import { centsFromDollars, formatCents } from "@shared/commerce/cents";
import { addressLines } from "@shared/commerce/delivery-texts";
import { prepaidRefuses, PREPAID_COSTS_MORE } from "@shared/commerce/lifecycle-state";
import { planPricePerDelivery } from "@shared/commerce/money";
import { ChoiceCard } from "~/components/ui/choice-card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { SelectField } from "~/components/ui/field";
import { SwapAllergens } from "~/components/ui/swap-allergens";
import type { CustomerAction, CustomerPageAnswer } from "../../api/customers";

type Pet = CustomerPageAnswer["pets"][number];

/**
 * "Change" for a customer (decision 237): the box, the pet, the boxes per delivery and the
 * address, as the customer's own Swap box and Change dialogs offer them. What the server would
 * refuse is shown but cannot be chosen, with the reason: a box or pet of the other species, or
 * (prepaid) more than the customer has paid for. Each box marks what the chosen pet can't have.
 */
export function ChangeDialog({
  subscription: s,
  addresses,
  pets,
  catalogue,
  pending,
  alert,
  onAct,
  onClose,
}: {
  subscription: SubscriptionDetail;
  addresses: CustomerPageAnswer["addresses"];
  pets: readonly Pet[];
  catalogue: readonly Box[];
  pending: boolean;
  alert: ReactNode;
  onAct: (action: CustomerAction, said: string) => void;
  onClose: () => void;
}) {
  const [boxId, setBoxId] = useState(s.boxId);
  const [petId, setPetId] = useState(s.petId === null ? "" : String(s.petId));
  const [quantity, setQuantity] = useState(String(s.quantity));
  const [addressId, setAddressId] = useState(String(s.addressId));
  const species = s.box?.pet ?? s.pet?.species ?? null;
  const pet = pets.find((each) => String(each.id) === petId) ?? null;
  const count = Number(quantity);
  // A delivery's price with `box` at `boxes` a delivery, as the server works it out.
  const unitOf = (box: Box | undefined) =>
    box && String(box.id) !== s.boxId
      ? planPricePerDelivery(centsFromDollars(box.price), s.plan)
      : s.unitPrice;
  const priceOf = (box: Box | undefined, boxes: number) => (unitOf(box) + s.shipping) * boxes;
  const refused = (price: number) => prepaidRefuses(s.deliveriesLeft, price, s.pricePerDelivery);
  const chosenBox = catalogue.find((box) => String(box.id) === boxId);

  const boxes = catalogue
    .map((box) => {
      const price = priceOf(box, count);
      const otherSpecies = species !== null && box.pet !== species;
      const reason = otherSpecies
        ? `a box for ${box.pet}s: this subscription is for ${species}s`
        : String(box.id) !== s.boxId && refused(price)
          ? "costs more than the prepaid deliveries"
          : null;
      return { box, price, reason };
    })
    // The boxes that can be chosen first; those that cannot, after them, each with its reason.
    .sort((a, b) => Number(a.reason !== null) - Number(b.reason !== null));
  const quantities = Array.from({ length: MAX_QUANTITY }, (_, i) => {
    const price = priceOf(chosenBox, i + 1);
    const no = i + 1 !== s.quantity && refused(price);
    return {
      value: String(i + 1),
      label: `${i + 1} — ${formatCents(price)} per delivery${no ? " (more than the prepaid price)" : ""}`,
      disabled: no,
    };
  });
  const petOptions = [
    ...(s.petId === null ? [{ value: "", label: "No pet named" }] : []),
    ...pets.map((each) => {
      const no = species !== null && each.species !== species;
      return {
        value: String(each.id),
        label: no ? `${each.name} (a ${each.species}: this is a box for ${species}s)` : each.name,
        disabled: no,
      };
    }),
  ];

  const change = {
    ...(boxId !== s.boxId ? { boxId } : {}),
    ...(petId !== "" && Number(petId) !== s.petId ? { petId: Number(petId) } : {}),
    quantity: count,
    addressId: Number(addressId),
  };
  return (
    <ConfirmDialog
      open
      pending={pending}
      alert={alert}
      onCancel={onClose}
      title="Change the subscription"
      description="From the next box that can still change."
      confirmLabel="Save changes"
      onConfirm={() => onAct({ kind: "change", change }, "Changed.")}
    >
      <fieldset className="min-w-0" aria-describedby={`change-${s.id}-note`}>
        <legend className="font-semibold text-stone-900">Box</legend>
        {/* A grid, not a flex column: the cards keep their height and the dialog scrolls. */}
        <div className="mt-2 grid gap-2">
          {boxes.map(({ box, price, reason }) => (
            <ChoiceCard
              key={box.id}
              name={`change-${s.id}-box`}
              value={String(box.id)}
              checked={String(box.id) === boxId}
              disabled={reason !== null}
              onChange={() => setBoxId(String(box.id))}
            >
              <span className="min-w-0 flex-1 basis-40 font-semibold wrap-anywhere">
                {box.name}
                {String(box.id) === s.boxId ? " (now)" : ""}
                <span className="block text-sm font-normal text-stone-700">
                  {reason ? `Not offered: ${reason}` : `${formatCents(price)} per delivery`}
                </span>
                {reason === null ? (
                  <SwapAllergens
                    box={box}
                    pet={pet ? { name: pet.name, allergies: pet.allergies } : null}
                  />
                ) : null}
              </span>
            </ChoiceCard>
          ))}
        </div>
        {boxes.some(({ reason }) => reason?.startsWith("costs")) ? (
          <p className="mt-2 text-sm text-stone-700">{PREPAID_COSTS_MORE}</p>
        ) : null}
        <p id={`change-${s.id}-note`} className="mt-2 text-sm text-stone-600">
          Now {formatCents(s.pricePerDelivery)} per delivery.
        </p>
      </fieldset>
      <SelectField
        label="Pet"
        value={petId}
        onChange={(event) => setPetId(event.target.value)}
        options={petOptions}
      />
      <SelectField
        label="Boxes each delivery"
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        options={quantities}
        hint={quantities.some((option) => option.disabled) ? PREPAID_COSTS_MORE : undefined}
      />
      <SelectField
        label="Deliver to"
        value={addressId}
        onChange={(event) => setAddressId(event.target.value)}
        options={addresses.map((address) => ({
          value: String(address.id),
          label: addressLines(address).join(", "),
        }))}
      />
    </ConfirmDialog>
  );
}
