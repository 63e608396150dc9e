import { useCallback, useEffect, useState } from "react";
import type { Pet } from "@shared/api/pets";
import { ApiFailure } from "~/lib/api-failure";
import { listPets } from "./api/list-pets";

export type PetsState =
  { status: "loading" } | { status: "error"; message: string } | { status: "ready"; pets: Pet[] };

const LOAD_FAILED = "We could not load your pets just now.";

/**
 * The signed-in account's pets, loaded once the account is known (the ID token is needed, so
 * not in a route loader that may run before sign-in is restored), with a retry and a way to
 * apply a saved or deleted pet without loading again.
 */
export function usePets(uid: string | undefined, load: () => Promise<Pet[]> = listPets) {
  const [state, setState] = useState<PetsState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!uid) return;
    let live = true;
    load().then(
      (pets) => {
        if (live) setState({ status: "ready", pets });
      },
      (error: unknown) => {
        if (!live) return;
        const message = error instanceof ApiFailure ? error.message : LOAD_FAILED;
        setState({ status: "error", message });
      },
    );
    return () => {
      live = false;
    };
  }, [uid, attempt, load]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);

  const update = useCallback((change: (pets: Pet[]) => Pet[]) => {
    setState((current) =>
      current.status === "ready" ? { status: "ready", pets: change(current.pets) } : current,
    );
  }, []);

  return { state, retry, update };
}
