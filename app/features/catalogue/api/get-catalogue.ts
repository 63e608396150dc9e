import type { Box } from "@shared/catalogue";
import { CATALOGUE_PATH } from "@shared/catalogue-path";

export const CATALOGUE_URL = CATALOGUE_PATH;

/** A catalogue that could not be fetched or read; the screens show it with a Retry button. */
export class CatalogueError extends Error {
  override name = "CatalogueError";
}

let cached: Promise<Box[]> | null = null;

/**
 * The one loader of the static catalogue (spec §7), for the home listing and the detail route.
 * Validated, so a malformed file is an error, not a crash. A failure is not cached: Retry refetches.
 */
export function getCatalogue({ fetcher = fetch }: { fetcher?: typeof fetch } = {}): Promise<Box[]> {
  cached ??= load(fetcher).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

async function load(fetcher: typeof fetch): Promise<Box[]> {
  let response: Response;
  try {
    // The SPA fallback's script may have preloaded it before the app loaded; the browser answers
    // this request from that preload when the two match, so it carries no headers of its own
    // (scripts/lib/fallback-preloads.ts).
    response = await fetcher(CATALOGUE_URL);
  } catch {
    throw new CatalogueError("We could not reach the shop to load the boxes.");
  }
  if (!response.ok) throw new CatalogueError("The list of boxes is not available right now.");
  // The reader (a mirror of the catalogue's schema without zod, decision 205) loads only when the
  // catalogue is really fetched in the browser: the prerendered home page carries its listing and
  // must not pay for a validator up front.
  const [{ catalogueReader }, json] = await Promise.all([
    import("@shared/catalogue-reader"),
    response.json().catch(() => null),
  ]);
  const parsed = catalogueReader.safeParse(json);
  if (!parsed.success) throw new CatalogueError("The list of boxes could not be read.");
  return parsed.data;
}

/** For tests: forget the cached catalogue. */
export function resetCatalogueCache() {
  cached = null;
}
