// Types for chromium.mjs, used by playwright.config.ts.
export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
