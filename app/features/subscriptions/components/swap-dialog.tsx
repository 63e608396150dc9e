import { changeInputSchema } from "@shared/api/subscriptions";
import type { Box } from "@shared/catalogue";
import { centsFromDollars, formatCents } from "@shared/commerce/cents";
import { prepaidRefuses, PREPAID_COSTS_MORE } from "@shared/commerce/lifecycle-state";
import { planPricePerDelivery } from "@shared/commerce/money";
import { z } from "@shared/zod";
import { FormDialog } from "~/components/forms/form-dialog";
import { ChoiceCard } from "~/components/ui/choice-card";
import { FieldError } from "~/components/ui/field";
import { Thumbnail } from "~/components/ui/thumbnail";
import { act } from "~/api/subscriptions";
import type { ActionDialogProps } from "./dialog-types";
import { fromWhichBox } from "./outcome-wording";
import { SwapAllergens } from "~/components/ui/swap-allergens";
import { allergenConflicts } from "@shared/allergens";

/** The server's own schema (PATCH …/:id); no box chosen is null, which it refuses by name. */
const swapFormSchema = z.pipe(
  z.transform((values: Record<string, unknown>): unknown => ({ boxId: values.boxId ?? null })),
  changeInputSchema,
);

/** Another box of the same species, from the next box that can change. */
export function SwapDialog({
  subscription: s,
  catalogue,
  onClose,
  onDone,
}: ActionDialogProps & { catalogue: readonly Box[] }) {
  const species = s.box?.pet ?? s.pet?.species ?? null;
  // Each box with what a delivery would cost on this plan, and why it cannot be chosen, if so.
  const options = catalogue
    .filter((box) => (species === null || box.pet === species) && String(box.id) !== s.boxId)
    .map((box) => {
      const price =
        (planPricePerDelivery(centsFromDollars(box.price), s.plan) + s.shipping) * s.quantity;
      return {
        box,
        price,
        refused: prepaidRefuses(s.deliveriesLeft, price, s.pricePerDelivery),
        safe:
          box.allergens !== undefined &&
          allergenConflicts(box, s.pet?.allergies ?? []).length === 0,
      };
    });
  // Offered first: a box the pet can have everything of, else any allowed one.
  const firstAllowed = (
    options.find((option) => !option.refused && option.safe) ??
    options.find((option) => !option.refused)
  )?.box.id;
  return (
    <FormDialog
      title="Swap box"
      confirmLabel="Swap box"
      schema={swapFormSchema}
      submit={(change) => act(s.id, { change })}
      onClose={onClose}
      onDone={onDone}
    >
      {(form) => (
        <fieldset name="boxId" aria-describedby={`swap-${s.id}-note`} className="min-w-0">
          <legend className="font-semibold text-stone-900">
            Another box for your {species ?? "pet"}
          </legend>
          <p className="mt-1 text-sm text-stone-600">{fromWhichBox(s)}</p>
          <div className="mt-3 flex flex-col gap-2">
            {options.map(({ box, price, refused }) => (
              <ChoiceCard
                key={box.id}
                name="boxId"
                value={String(box.id)}
                defaultChecked={box.id === firstAllowed}
                disabled={refused}
                aria-describedby={refused ? `swap-${s.id}-costs-more` : undefined}
              >
                <span className="w-16 shrink-0">
                  <Thumbnail src={box.thumbnail} />
                </span>
                <span className="min-w-0 flex-1 basis-32 font-semibold wrap-anywhere">
                  {box.name}
                  <span className="block text-sm font-normal text-stone-700">
                    {formatCents(price)} per delivery
                    {s.quantity > 1 ? ` (${s.quantity} boxes)` : ""} · {box.frequency}
                    {refused ? " · costs more than your prepaid deliveries" : ""}
                  </span>
                  <SwapAllergens box={box} pet={s.pet} />
                </span>
              </ChoiceCard>
            ))}
          </div>
          {options.some((option) => option.refused) ? (
            <p id={`swap-${s.id}-costs-more`} className="mt-2 text-sm text-stone-700">
              {PREPAID_COSTS_MORE}
            </p>
          ) : null}
          <FieldError id={`swap-${s.id}-error`} message={form.errors.boxId} />
          <p id={`swap-${s.id}-note`} className="mt-3 text-sm text-stone-600">
            Now {formatCents(s.pricePerDelivery)} per delivery; the new price applies from the same
            box as the swap. A box on another rhythm starts that rhythm with the next box.
          </p>
        </fieldset>
      )}
    </FormDialog>
  );
}
