/**
 * The version of /terms a customer agrees to when placing an order. Change it whenever the terms
 * page changes what a subscription means; orders keep the version they were placed under.
 * A module of its own: /terms shows it without loading checkout's consent text (decision 277).
 */
export const TERMS_VERSION = "2026-11-26.3";
