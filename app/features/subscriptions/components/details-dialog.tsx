import type { Pet } from "@shared/api/pets";
import { changeInputSchema } from "@shared/api/subscriptions";
import { MAX_QUANTITY } from "@shared/api/checkout-limits";
import { formatCents } from "@shared/commerce/cents";
import { prepaidRefuses, PREPAID_COSTS_MORE } from "@shared/commerce/lifecycle-state";
import { z } from "@shared/zod";
import { FormDialog } from "~/components/forms/form-dialog";
import { SelectField } from "~/components/ui/field";
import { act } from "~/api/subscriptions";
import type { ActionDialogProps } from "./dialog-types";
import { fromWhichBox } from "./outcome-wording";

/** The server's own schema (PATCH …/:id), behind the lists' text; no pet chosen is 0, refused. */
const detailsFormSchema = z.pipe(
  z.transform((values: Record<string, unknown>): unknown => ({
    petId: Number(values.petId ?? ""),
    quantity: Number(values.quantity ?? ""),
  })),
  changeInputSchema,
);

/** Another pet of the same species, or another number of boxes per delivery. */
export function DetailsDialog({
  subscription: s,
  pets,
  onClose,
  onDone,
}: ActionDialogProps & { pets: readonly Pet[] | null }) {
  const species = s.box?.pet ?? s.pet?.species ?? null;
  const choices = (pets ?? []).filter((pet) => species === null || pet.species === species);
  // Each quantity with its price per delivery; on a prepaid plan, more than is paid for is shown
  // but cannot be chosen (the state machine refuses it, decision 102).
  const quantities = Array.from({ length: MAX_QUANTITY }, (_, i) => {
    const price = (s.unitPrice + s.shipping) * (i + 1);
    const refused = prepaidRefuses(s.deliveriesLeft, price, s.pricePerDelivery);
    return {
      value: String(i + 1),
      label: `${i + 1} — ${formatCents(price)} per delivery${refused ? " (more than your prepaid price)" : ""}`,
      disabled: refused,
    };
  });
  const petOptions = [
    ...(s.petId === null ? [{ value: "", label: "Choose a pet" }] : []),
    ...choices.map((pet) => ({ value: String(pet.id), label: pet.name })),
  ];
  return (
    <FormDialog
      title="Change pet or quantity"
      confirmLabel="Save changes"
      description={<p>{fromWhichBox(s)}</p>}
      schema={detailsFormSchema}
      // The pet only when it changes: the same pet is no change to ask for.
      submit={async ({ petId, quantity }) =>
        act(s.id, { change: { ...(petId !== s.petId ? { petId } : {}), quantity } })
      }
      onClose={onClose}
      onDone={onDone}
    >
      {(form) => (
        <>
          <SelectField
            label="Pet"
            defaultValue={s.petId === null ? "" : String(s.petId)}
            options={petOptions}
            {...form.field("petId")}
          />
          <SelectField
            label="Boxes per delivery"
            defaultValue={String(s.quantity)}
            options={quantities}
            hint={quantities.some((option) => option.disabled) ? PREPAID_COSTS_MORE : undefined}
            {...form.field("quantity")}
          />
        </>
      )}
    </FormDialog>
  );
}
