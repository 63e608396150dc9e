// Types for start-after-paint.mjs, used by its test.
export const FALLBACK_MS: number;
export function startAfterPaint(body: string): string;
export function startAfterPaintInHtml(html: string): string;
