import { giftPatchSchema, type Gift } from "@shared/api/gifts";
import { z } from "@shared/zod";
import { changeGiftAddress } from "~/api/gifts";
import { AddressFields } from "~/components/forms/address-fields";
import { FormDialog } from "~/components/forms/form-dialog";

/** The server's own schema (PATCH /api/gifts/:id): the fields are the body's `address`. */
const addressFormSchema = z.pipe(
  z.transform((address: Record<string, unknown>): unknown => ({ address })),
  giftPatchSchema,
);

/** The recipient's address, before they claim the gift (within the shipping paid). */
export function GiftAddressDialog({
  gift,
  onClose,
  onDone,
}: {
  gift: Gift;
  onClose: () => void;
  onDone: (gift: Gift) => void;
}) {
  return (
    <FormDialog
      title="Change the address"
      confirmLabel="Save the address"
      description={
        <p>
          Where {gift.recipientName}&apos;s boxes go. An address whose shipping costs more than was
          paid cannot be chosen.
        </p>
      }
      schema={addressFormSchema}
      fieldPrefix="address."
      submit={({ address }) => changeGiftAddress(gift.id, { address })}
      onClose={onClose}
      onDone={onDone}
    >
      {(form) => <AddressFields initial={gift.address} errors={form.errors} />}
    </FormDialog>
  );
}
