// Every table, for Drizzle (the client's typed queries and drizzle-kit's migrations read this
// file): each lives in schema/ with the tables of its job.
export * from "./schema/bookkeeping";
export * from "./schema/carts";
export * from "./schema/customers";
export * from "./schema/orders";
export * from "./schema/outbox";
export * from "./schema/problems";
export * from "./schema/provider-calls";
export * from "./schema/site";
export * from "./schema/staff";
export * from "./schema/subscriptions";
export * from "./schema/withdrawals";
export * from "./schema/refunds";
export * from "./schema/metrics";
export * from "./schema/stock";
export * from "./schema/notices";
export * from "./schema/codes";
export * from "./schema/gifts";
