import type { SubscriptionDetail } from "@shared/api/subscriptions";
import type { PlainAction } from "~/api/subscriptions";

/** Which confirmation is open on a card. */
export type DialogKind = PlainAction | "skip" | "unskip" | "pause" | "swap" | "details" | "address";

/** What every confirmation of a card is given. */
export interface ActionDialogProps {
  subscription: SubscriptionDetail;
  /** The box a skip or unskip is about (its ship date). */
  date?: string;
  onClose: () => void;
  onDone: (detail: SubscriptionDetail) => void;
}
