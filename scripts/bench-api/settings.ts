// The rates, durations and budgets of `npm run bench:api` (run.ts says what each run does).

export const RATE = Number(process.env.BENCH_RATE ?? 300);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
export const CONNECTIONS = 20;
export const GET_P99_BUDGET_MS = 50;
export const CHECKOUT_RATE = Number(process.env.BENCH_CHECKOUT_RATE ?? 50);
/** Checkout spreads its orders over this many customers (decision 114). */
export const CHECKOUT_CUSTOMERS = 10;
export const CHECKOUT_P99_BUDGET_MS = 150;
export const PORT = Number(process.env.BENCH_PORT ?? 3149);
export const ACTIONS_RATE = Number(process.env.BENCH_ACTIONS_RATE ?? 50);
export const ACTIONS_P99_BUDGET_MS = 100;
/** The actions go round this many subscriptions: at 50 a second, each gets one a second. */
export const ACTIONS_SUBSCRIPTIONS = 50;
