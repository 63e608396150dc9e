import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { allergenConflicts, swapSentence } from "@shared/allergens";
import { addressSchema } from "@shared/api/address";
import type { GiftClaimAnswer } from "@shared/api/gifts";
import type { LastAddressAnswer } from "@shared/api/stored-address";
import type { Pet } from "@shared/api/pets";
import type { Subscription } from "@shared/api/subscriptions";
import type { Box } from "@shared/catalogue";
import { AddressFields } from "~/components/forms/address-fields";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { CheckboxField, SelectField } from "~/components/ui/field";
import type { GiftClaimBody } from "~/api/gifts";
import { ApiFailure } from "~/lib/api-failure";
import { useForm } from "~/lib/use-form";
import { NumberedStep } from "~/components/ui/numbered-step";

type Gift = GiftClaimAnswer["gift"];
type StoredAddress = NonNullable<LastAddressAnswer["address"]>;

/** What the route's pet form is given when it opens (a feature never imports another). */
export interface ClaimPetFormSlot {
  species: "cat" | "dog" | undefined;
  onSaved: (pet: Pet) => void;
  onCancel: () => void;
}

export const CHOOSE_PET = "Choose which pet the gift is for.";
const FORM_ID = "gift-claim-form";

/**
 * The recipient's side of a gift (issue 28, decision 272): which of their pets it is for (one
 * added here, allergies included, with the pets' own form), where the boxes go (the address the
 * buyer gave, else the one they used last), the allergy swap confirmed when the pet needs one,
 * then Claim. The server checks all of it again; its refusals land beside the fields, and a link
 * claimed meanwhile is `onGone`.
 */
export function GiftClaimForm({
  gift,
  box,
  pets: stored,
  lastAddress,
  renderPetForm,
  claim,
  onClaimed,
  onGone,
}: {
  gift: Gift;
  /** The gift's box in the catalogue: its species and allergens (null if not sold any more). */
  box: Box | null;
  pets: readonly Pet[];
  lastAddress: StoredAddress | null;
  renderPetForm: (slot: ClaimPetFormSlot) => ReactNode;
  claim: (body: GiftClaimBody) => Promise<Subscription>;
  /** The subscription the claim started, and the pet it is for. */
  onClaimed: (subscription: Subscription, pet: Pet) => void;
  onGone: () => void;
}) {
  const id = useId();
  const pageRef = useRef<HTMLDivElement>(null);
  const [added, setAdded] = useState<Pet[]>([]);
  const species = box?.pet === "cat" || box?.pet === "dog" ? box.pet : undefined;
  const pets = [...stored, ...added].filter((pet) => !species || pet.species === species);
  const [petId, setPetId] = useState<number | null>(() => (pets.length === 1 ? pets[0]!.id : null));
  const [adding, setAdding] = useState(false);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const pet = pets.find((each) => each.id === petId);
  const conflicts = box && pet ? allergenConflicts(box, pet.allergies) : [];
  const swap = conflicts.length > 0 ? swapSentence(conflicts) : null;
  const start = gift.address ?? lastAddress;
  const kind = species ?? "pet";

  const form = useForm({
    schema: addressSchema,
    fieldPrefix: "address.",
    // The pet's choice sits outside the <form>: a missing pet is focused there.
    focusScope: pageRef,
    async submit(address) {
      // The browser's own checks, said beside the choice as the server would.
      if (!pet) throw refusal({ petId: CHOOSE_PET });
      if (swap !== null && confirmed !== swap) {
        throw refusal({
          allergySwap: `Confirm the swap for ${pet.name}, or choose another ${kind}.`,
        });
      }
      try {
        const subscription = await claim({
          petId: pet.id,
          address,
          ...(swap !== null ? { allergySwap: swap } : {}),
        });
        return { subscription, pet };
      } catch (error) {
        if (error instanceof ApiFailure && error.result.kind === "not-found") onGone();
        throw error;
      }
    },
    failure: "We could not claim your gift just now. Nothing was changed. Please try again.",
  });
  const { state, errors } = form;

  // Handed over once: the page moves on to the subscription.
  const onClaimedRef = useRef(onClaimed);
  useEffect(() => {
    onClaimedRef.current = onClaimed;
  });
  useEffect(() => {
    if (state.status === "done") onClaimedRef.current(state.result.subscription, state.result.pet);
  }, [state]);

  // When the pet form closes (saved or cancelled), focus returns to the pet's choice, or to
  // the Add button when there is no pet to choose yet, not to the top of the page.
  const petStepRef = useRef<HTMLDivElement>(null);
  const wasAdding = useRef(adding);
  useEffect(() => {
    if (wasAdding.current && !adding) {
      const step = petStepRef.current;
      (step?.querySelector("select") ?? step?.querySelector("button"))?.focus();
    }
    wasAdding.current = adding;
  }, [adding]);

  function petSaved(saved: Pet) {
    setAdded((before) => [...before, saved]);
    setPetId(saved.id);
    setConfirmed(null);
    setAdding(false);
  }

  const selectId = `${id}-pet`;
  const warningId = `${id}-allergy`;
  return (
    <div
      ref={pageRef}
      // The pet's choice sits outside the <form>: a fixed one loses its error at once.
      onChange={form.recheck}
      onBlur={form.recheck}
      className="flex flex-col gap-8"
    >
      <div ref={petStepRef}>
        <NumberedStep
          number={1}
          title={species ? `Which ${species} is it for?` : "Which pet is it for?"}
        >
          {pets.length === 0 ? (
            <p className="rounded-xl bg-amber-50 px-4 py-3 text-stone-800">
              {species
                ? `The boxes are made for a ${species}, and you have no ${species} in your account yet. Add your ${species}: the box is packed around what they cannot eat.`
                : "You have no pet in your account yet. Add your pet: the box is packed around what they cannot eat."}
            </p>
          ) : (
            <SelectField
              id={selectId}
              label={species === "cat" ? "Your cat" : species === "dog" ? "Your dog" : "Your pet"}
              name="petId"
              form={FORM_ID}
              value={pet ? String(pet.id) : ""}
              onChange={(event) => {
                setPetId(event.target.value ? Number(event.target.value) : null);
                setConfirmed(null);
              }}
              options={[
                { value: "", label: `Choose a ${kind}…` },
                ...pets.map((each) => ({ value: String(each.id), label: each.name })),
              ]}
              error={errors.petId}
              describedBy={swap ? warningId : undefined}
              className="sm:max-w-sm"
            />
          )}

          {pet && swap ? (
            <div
              id={warningId}
              role="status"
              className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
            >
              <p className="font-semibold">
                {pet.name} is allergic to{" "}
                {[...new Set(conflicts.flatMap((each) => each.tags))].join(" and ")}:{" "}
                {conflicts.map((each) => each.item).join(", ")}{" "}
                {conflicts.length === 1 ? "holds" : "hold"} it.
              </p>
              <div className="mt-3">
                <CheckboxField
                  label={<>I understand: {swap}.</>}
                  name="allergySwap"
                  form={FORM_ID}
                  checked={confirmed === swap}
                  onChange={(event) => setConfirmed(event.target.checked ? swap : null)}
                  error={errors.allergySwap}
                />
              </div>
            </div>
          ) : null}

          {adding ? (
            <AddPetPanel kind={kind}>
              {renderPetForm({ species, onSaved: petSaved, onCancel: () => setAdding(false) })}
            </AddPetPanel>
          ) : (
            <div>
              <Button
                variant={pets.length === 0 ? "primary" : "secondary"}
                size="sm"
                onClick={() => setAdding(true)}
              >
                {pets.length === 0 ? `Add your ${kind}` : `Add another ${kind}`}
              </Button>
            </div>
          )}
        </NumberedStep>
      </div>

      <form
        {...form.props}
        id={FORM_ID}
        aria-label="Claim your gift"
        className="flex flex-col gap-8"
      >
        <NumberedStep number={2} title="Where should the boxes go?">
          {gift.address ? (
            <p className="text-sm text-stone-700">
              We filled in the address given with the gift. Change anything that is different.
            </p>
          ) : lastAddress ? (
            <p className="text-sm text-stone-700">
              We filled in the address you used last time. Change anything that is different.
            </p>
          ) : null}
          <AddressFields initial={start} errors={errors} />
        </NumberedStep>

        <div className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-amber-100 sm:p-8">
          <p className="text-stone-800">
            {gift.deliveries} boxes, paid by the giver: you are never charged, and the gift does not
            renew. Your subscription shows in your account, where you can skip or move a box.
          </p>
          <FormAlert
            state={state}
            kept="What you entered is still here."
            invalid="Your gift was not claimed yet: please check the messages beside the fields."
          />
          <div>
            <SubmitButton
              pending={form.pending || state.status === "done"}
              pendingLabel="Claiming…"
            >
              Claim my gift
            </SubmitButton>
          </div>
        </div>
      </form>
    </div>
  );
}

/** A refusal of the browser's own, put beside its field as the server's are. */
function refusal(fields: Record<string, string>): ApiFailure {
  return new ApiFailure({
    kind: "invalid",
    fields,
    message: Object.values(fields).join(" "),
  });
}

/**
 * The new pet's form. Focus moves to its heading when it opens, so a keyboard or screen reader
 * user who pressed "Add your dog" continues in the form, not at the button.
 */
function AddPetPanel({ kind, children }: { kind: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="rounded-2xl border-2 border-amber-200 bg-amber-50/50 p-4 sm:p-6">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mb-4 text-lg font-bold text-stone-900 focus:outline-none"
      >
        Add your {kind}
      </h3>
      {children}
    </div>
  );
}
