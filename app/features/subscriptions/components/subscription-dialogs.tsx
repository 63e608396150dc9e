import type { Pet } from "@shared/api/pets";
import type { Box } from "@shared/catalogue";
import { formatCents } from "@shared/commerce/cents";
import { z } from "@shared/zod";
import { FormDialog } from "~/components/forms/form-dialog";
import { act, type PlainAction } from "~/api/subscriptions";
import { AddressDialog } from "./address-dialog";
import { CancelDialog } from "./cancel-dialog";
import { DetailsDialog } from "./details-dialog";
import type { ActionDialogProps, DialogKind } from "./dialog-types";
import { PauseDialog } from "./pause-dialog";
import { SwapDialog } from "./swap-dialog";
import { dateOf } from "./wording";

// The card announces an action's outcome with it, once this chunk has answered the action.
export { resultMessage } from "./outcome-wording";

// The plain actions send no body: nothing to check.
const noFields = z.object({});

/**
 * The confirmation of one action on `subscription` (a chunk of its own, decision 166): each
 * says what will happen in plain words, asks for what the action needs, and calls the API once
 * confirmed.
 */
export function SubscriptionDialog({
  kind,
  catalogue,
  pets,
  ...props
}: ActionDialogProps & {
  kind: DialogKind;
  catalogue: readonly Box[];
  pets: readonly Pet[] | null;
}) {
  const s = props.subscription;
  const plain = (action: PlainAction) => () => act(s.id, action);
  const common = { schema: noFields, onClose: props.onClose, onDone: props.onDone };

  switch (kind) {
    case "skip": {
      const box = s.upcoming.find((each) => each.date === props.date);
      if (!box) return null;
      return (
        <FormDialog
          {...common}
          title="Skip this box?"
          confirmLabel="Skip this box"
          submit={() => act(s.id, { skip: box.date })}
          description={
            <>
              <p>
                The {box.boxName} box of <strong>{dateOf(box.date)}</strong> is not sent and not
                charged. The boxes after it ship as planned.
              </p>
              {box.changeUntil ? (
                <p>You can undo this until the end of {dateOf(box.changeUntil)}.</p>
              ) : null}
            </>
          }
        />
      );
    }
    case "unskip": {
      const box = s.upcoming.find((each) => each.date === props.date);
      if (!box) return null;
      return (
        <FormDialog
          {...common}
          title="Undo the skip?"
          confirmLabel="Undo skip"
          submit={() => act(s.id, { unskip: box.date })}
          description={
            <p>
              The {box.boxName} box of <strong>{dateOf(box.date)}</strong> ships again on its date,
              and is charged as usual ({formatCents(box.price)}).
            </p>
          }
        />
      );
    }
    case "resume":
      return (
        <FormDialog
          {...common}
          title="Resume now?"
          confirmLabel="Resume subscription"
          submit={plain("resume")}
          description={
            <p>
              Your pause, planned until {dateOf(s.pausedUntil)}, ends now. Boxes ship again from the
              next date that can still be packed.
            </p>
          }
        />
      );
    case "cancel":
      return <CancelDialog {...props} />;
    case "uncancel":
      return (
        <FormDialog
          {...common}
          title="Undo the cancel?"
          confirmLabel="Undo cancel"
          cancelLabel="Keep it cancelled"
          submit={plain("uncancel")}
          description={
            <>
              <p>
                Your subscription goes on as before: boxes keep shipping after{" "}
                {dateOf(s.endsOn) ?? "the last one"}, at {formatCents(s.pricePerDelivery)} a
                delivery.
              </p>
              <p>
                {s.deliveriesLeft !== null
                  ? `When your paid deliveries are used up, your plan renews for another ${s.plan.deliveriesPrepaid} deliveries, as you agreed when you ordered.`
                  : "Each box is paid as usual."}
              </p>
            </>
          }
        />
      );
    case "pause":
      return <PauseDialog {...props} />;
    case "swap":
      return <SwapDialog {...props} catalogue={catalogue} />;
    case "details":
      return <DetailsDialog {...props} pets={pets} />;
    case "address":
      return <AddressDialog {...props} />;
  }
}
