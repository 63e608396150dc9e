/**
 * The kinds of customer action on a subscription (decision 100), on their own: the browser's
 * readers of the portal's answers need the list, not the lifecycle's rules, which would bring the
 * fulfilment settings and the shipping zones into every signed-in page (lifecycle-state.ts checks
 * that this list and its LifecycleAction agree).
 */
export const actionKinds = [
  "skip",
  "unskip",
  "pause",
  "resume",
  "cancel",
  "uncancel",
  "change",
] as const;
export type ActionKind = (typeof actionKinds)[number];
