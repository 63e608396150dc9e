import { lazyWithRetry } from "~/lib/lazy-with-retry";

/** The chart library and our charts: a chunk of its own, fetched only for /admin/numbers. */
export const numbersCharts = lazyWithRetry(() => import("./numbers-charts"));
