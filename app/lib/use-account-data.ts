import { useCallback, useEffect, useState } from "react";
import { ApiFailure } from "./api-failure";

export type Loaded<T> =
  { status: "loading" } | { status: "failed"; message: string } | { status: "ready"; data: T };

const FAILED = "We could not load this just now. Please try again.";

/**
 * Data of the signed-in account, loaded once the screen is shown inside RequireAuth (a route's
 * clientLoader runs before the session is known, so it cannot send the ID token; decision 125).
 * `retry` loads it again; a failure keeps the API's words for the screen, or `failedMessage`
 * when there are none; `update` changes what is shown (after an action answered with new data).
 */
export function useAccountData<T>(
  load: () => Promise<T>,
  failedMessage = FAILED,
): Loaded<T> & { retry: () => void; update: (change: (data: T) => T) => void } {
  const [state, setState] = useState<Loaded<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ status: "ready", data }),
      (error: unknown) =>
        live &&
        setState({
          status: "failed",
          message: error instanceof ApiFailure ? error.message : failedMessage,
        }),
    );
    return () => {
      live = false;
    };
    // `load` is the screen's one loader; only a retry loads again (so it is not a dependency).
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  const update = useCallback((change: (data: T) => T) => {
    setState((current) =>
      current.status === "ready" ? { status: "ready", data: change(current.data) } : current,
    );
  }, []);
  return { ...state, retry, update };
}
