import type { ReviewList } from "../../shared/api/reviews";

/**
 * The newest page of each box's reviews, kept in memory: the one page every visitor of a box's
 * page asks for, written far less often than it is read (decision 046).
 *
 * Only correct while this process is the database's only writer, which the embedded PGlite
 * guarantees (its files are locked to one server, and every review is written through
 * `addReview` in this process). With PostgreSQL, several servers may write, so there is no cache.
 * Anything that ever changes stored reviews must call `forget` for the box.
 */
export interface NewestReviewsCache {
  /** The cached page, or `load()`'s answer (shared by concurrent readers, kept if it succeeds). */
  read(boxId: string, load: () => Promise<ReviewList>): Promise<ReviewList>;
  /** Call after a write to the box has been committed. */
  forget(boxId: string): void;
}

/** Every cache of this process, so moderation (which is not a route) can reach them. */
const caches = new Set<WeakRef<NewestReviewsCache>>();

/** Drops `boxId`'s page from every cache of this process (a review was hidden or shown). */
export function forgetEverywhere(boxId: string) {
  for (const ref of caches) {
    const cache = ref.deref();
    if (cache) cache.forget(boxId);
    else caches.delete(ref);
  }
}

export function newestReviewsCache(): NewestReviewsCache {
  const pages = new Map<string, Promise<ReviewList>>();
  const cache: NewestReviewsCache = {
    read(boxId, load) {
      const cached = pages.get(boxId);
      if (cached) return cached;
      const loading = load();
      pages.set(boxId, loading);
      // A failure is not kept: the next reader asks the database again.
      loading.catch(() => {
        if (pages.get(boxId) === loading) pages.delete(boxId);
      });
      return loading;
    },
    forget(boxId) {
      pages.delete(boxId);
    },
  };
  caches.add(new WeakRef(cache));
  return cache;
}

/** For a database other servers may write to: every read goes to the database. */
export const noReviewsCache: NewestReviewsCache = {
  read: (_boxId, load) => load(),
  forget() {},
};
