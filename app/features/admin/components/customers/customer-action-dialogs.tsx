import { useState } from "react";
import type { Box } from "@shared/catalogue";
import type { SubscriptionDetail } from "@shared/api/subscriptions";
import { formatCalendarDate } from "@shared/commerce/dates";
import { cancellingNowText } from "@shared/commerce/fulfilment-rules";
import { Alert } from "~/components/ui/alert";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { SelectField } from "~/components/ui/field";
import type { CustomerAction, CustomerPageAnswer } from "../../api/customers";
import { ChangeDialog } from "./customer-change-dialog";

export type DialogKind = "change" | "pause" | "resume" | "cancel" | "uncancel";

/**
 * The question before each portal action taken for a customer: the portal's own words for
 * what it does (shared/commerce), said of "the customer" where the portal says "you".
 */
export function ActionDialog({
  kind,
  subscription: s,
  addresses,
  pets,
  catalogue,
  pending,
  failure,
  onAct,
  onClose,
}: {
  kind: DialogKind;
  subscription: SubscriptionDetail;
  addresses: CustomerPageAnswer["addresses"];
  pets: CustomerPageAnswer["pets"];
  catalogue: readonly Box[];
  pending: boolean;
  failure: string | null;
  onAct: (action: CustomerAction, said: string) => void;
  onClose: () => void;
}) {
  const [months, setMonths] = useState("1");
  const alert = failure ? <Alert tone="error">{failure}</Alert> : null;
  const common = { open: true, pending, alert, onCancel: onClose };
  switch (kind) {
    case "pause":
      return (
        <ConfirmDialog
          {...common}
          title="Pause deliveries"
          description="No box ships while the subscription is paused; it starts again by itself."
          confirmLabel="Pause"
          onConfirm={() =>
            onAct({ kind: "pause", months: Number(months) }, `Paused for ${months} month(s).`)
          }
        >
          <SelectField
            label="Pause for"
            value={months}
            onChange={(event) => setMonths(event.target.value)}
            options={[1, 2, 3].map((n) => ({
              value: String(n),
              label: n === 1 ? "1 month" : `${n} months`,
            }))}
          />
        </ConfirmDialog>
      );
    case "resume":
      return (
        <ConfirmDialog
          {...common}
          title="Resume deliveries"
          description="Boxes ship again from the next one that can still be packed."
          confirmLabel="Resume"
          onConfirm={() => onAct({ kind: "resume" }, "Resumed.")}
        />
      );
    case "cancel":
      return (
        <ConfirmDialog
          {...common}
          destructive
          title="Cancel this subscription?"
          description={<p>{cancellingNowText(s)}</p>}
          cancelLabel="Keep it"
          confirmLabel="Cancel subscription"
          onConfirm={() => onAct({ kind: "cancel" }, "Cancelled.")}
        />
      );
    case "uncancel":
      return (
        <ConfirmDialog
          {...common}
          title="Undo the cancel"
          description={
            s.undoUntil
              ? `The subscription goes on as before (possible until ${formatCalendarDate(s.undoUntil)}).`
              : "The subscription goes on as before."
          }
          confirmLabel="Undo cancel"
          onConfirm={() => onAct({ kind: "uncancel" }, "The cancel is undone.")}
        />
      );
    case "change":
      return (
        <ChangeDialog
          subscription={s}
          addresses={addresses}
          pets={pets}
          catalogue={catalogue}
          pending={pending}
          alert={alert}
          onAct={onAct}
          onClose={onClose}
        />
      );
  }
}
