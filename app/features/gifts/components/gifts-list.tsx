import { useState } from "react";
import type { Gift } from "@shared/api/gifts";
import { ButtonLink } from "~/components/ui/button";
import { paths } from "~/config/paths";
import { GiftCard } from "./gift-card";

/** /account/gifts: the buyer's gifts, newest first, each as it is now. */
export function GiftsList({ gifts: loaded }: { gifts: Gift[] }) {
  const [gifts, setGifts] = useState(loaded);
  if (gifts.length === 0) {
    return (
      <div className="rounded-3xl border border-amber-200 bg-white p-8 text-center">
        <h2 className="text-xl font-bold text-stone-900">No gifts yet</h2>
        <p className="mt-2 text-stone-700">
          Give 3, 6 or 12 boxes to someone: choose a box, then &ldquo;This is a gift&rdquo;.
        </p>
        <ButtonLink to={`${paths.home()}#boxes`} className="mt-6">
          Choose a box to give
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {gifts.map((gift) => (
        <GiftCard
          key={gift.id}
          gift={gift}
          onChange={(changed) =>
            setGifts((current) => current.map((each) => (each.id === changed.id ? changed : each)))
          }
        />
      ))}
    </div>
  );
}
