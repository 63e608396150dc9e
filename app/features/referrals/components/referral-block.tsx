import { useState } from "react";
import type { ReferralAnswer } from "@shared/api/codes";
import { referralOffer } from "@shared/commerce/referral";
import { Button } from "~/components/ui/button";

type CopyState = "idle" | "copied" | "failed";

/**
 * The account page's referral code (decision 270): the code, a Copy button and one line of what
 * it gives. A copy is announced in a status region; where the browser refuses the clipboard,
 * the code is still there to select by hand.
 */
export function ReferralBlock({ referral }: { referral: ReferralAnswer }) {
  const [copy, setCopy] = useState<CopyState>("idle");

  async function copyCode() {
    try {
      await navigator.clipboard.writeText(referral.code);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  }

  return (
    <section
      aria-labelledby="referral-heading"
      className="flex flex-col gap-3 rounded-3xl border border-amber-200 bg-white p-6 shadow-sm"
    >
      <h2 id="referral-heading" className="text-xl font-bold text-stone-900">
        Your referral code
      </h2>
      <p className="text-stone-700">{referralOffer(referral.friendOff, referral.credit)}</p>
      <div className="flex flex-wrap items-center gap-3">
        <code
          className="rounded-xl bg-amber-50 px-4 py-2 font-mono text-lg font-semibold tracking-wider text-stone-900 select-all"
          data-testid="referral-code"
        >
          {referral.code}
        </code>
        <Button variant="secondary" onClick={() => void copyCode()}>
          Copy code
        </Button>
        <p role="status" className="text-sm text-stone-700">
          {copy === "copied"
            ? "Copied: paste it into a message to a friend."
            : copy === "failed"
              ? "Your browser did not let us copy it: select the code and copy it yourself."
              : ""}
        </p>
      </div>
    </section>
  );
}
