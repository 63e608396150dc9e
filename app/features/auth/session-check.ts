/**
 * Spec §4, Session: a user disabled on the service, or whose token was revoked or has expired, is
 * signed out automatically "on the next check". The SDK refreshes tokens by itself but only asks
 * the service about the account when told to; this runs that check when the tab comes back into
 * view or gets focus, and on an interval.
 */

/** Also the SDK's proactive-refresh margin (spec §9): a quiet tab is checked every 5 minutes. */
export const SESSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;

export function startSessionChecks(
  check: () => Promise<void>,
  { intervalMs = SESSION_CHECK_INTERVAL_MS, target = window } = {},
): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    check().finally(() => {
      running = false;
    });
  };
  const onVisibility = () => {
    if (target.document.visibilityState === "visible") run();
  };
  target.addEventListener("focus", run);
  target.document.addEventListener("visibilitychange", onVisibility);
  const timer = target.setInterval(run, intervalMs);
  return () => {
    target.removeEventListener("focus", run);
    target.document.removeEventListener("visibilitychange", onVisibility);
    target.clearInterval(timer);
  };
}
