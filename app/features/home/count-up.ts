/** Spec §9: the statistics count up over 3 seconds to these values, each shown with "+". */
export const COUNT_UP_DURATION_MS = 3000;

export interface Statistic {
  end: number;
  label: string;
}

export const statistics: readonly Statistic[] = [
  { end: 1500, label: "boxes delivered" },
  { end: 800, label: "happy subscribers" },
  { end: 250, label: "pet products" },
  { end: 1200, label: "5-star reviews" },
];

/** Fast at first, gentle at the end, so the last digits settle rather than stop. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/** The whole number to show `elapsedMs` after counting started: 0 at the start, exactly `end` once done. */
export function countAt(elapsedMs: number, end: number, durationMs = COUNT_UP_DURATION_MS): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return end;
  if (elapsedMs <= 0) return 0;
  return Math.min(end, Math.round(end * easeOutCubic(elapsedMs / durationMs)));
}

export function formatStatistic(value: number): string {
  return `${value}+`;
}
