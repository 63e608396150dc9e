import { actionKinds, type ActionKind } from "../commerce/action-kinds";

// A subscription's states and actions, free of zod, for the schemas (subscription-answers.ts) and
// the browser's reader of the portal's answers (answer-readers.ts).

/**
 * pending: waiting for the card payment; active; paused (issue 13); cancelled (also when the
 * first payment failed). Live means pending, active or paused: a live subscription keeps its pet.
 */
export const subscriptionStatuses = ["pending", "active", "paused", "cancelled"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export const liveSubscriptionStatuses = ["pending", "active", "paused"] as const;

/** Every action on a subscription, as the lifecycle names them (decision 100). */
export const subscriptionActions = actionKinds;
export type SubscriptionAction = ActionKind;

/** The box statuses a card's upcoming list shows: one that ships, one skipped, one in a pause. */
export const upcomingStatuses = ["scheduled", "skipped", "paused"] as const;
