import { changeInputSchema } from "@shared/api/subscriptions";
import { z } from "@shared/zod";
import { AddressFields } from "~/components/forms/address-fields";
import { FormDialog } from "~/components/forms/form-dialog";
import { act } from "~/api/subscriptions";
import type { ActionDialogProps } from "./dialog-types";
import { fromWhichBox } from "./outcome-wording";

/** The server's own schema (PATCH …/:id): the fields are the body's `address`. */
const addressFormSchema = z.pipe(
  z.transform((address: Record<string, unknown>): unknown => ({ address })),
  changeInputSchema,
);

/** A new delivery address, from the next box that can change. */
export function AddressDialog({ subscription: s, onClose, onDone }: ActionDialogProps) {
  return (
    <FormDialog
      title="Change delivery address"
      confirmLabel="Save address"
      description={<p>Where the boxes go. {fromWhichBox(s)}</p>}
      schema={addressFormSchema}
      fieldPrefix="address."
      submit={({ address }) => act(s.id, { change: { address } })}
      onClose={onClose}
      onDone={onDone}
    >
      {(form) => <AddressFields initial={s.address} errors={form.errors} />}
    </FormDialog>
  );
}
