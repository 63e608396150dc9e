import type { ReactNode } from "react";
import type { GiftClaimAnswer } from "@shared/api/gifts";
import type { Subscription } from "@shared/api/subscriptions";
import { formatCalendarDate } from "@shared/commerce/calendar";
import { Page } from "~/components/layout/page";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";

type Gift = GiftClaimAnswer["gift"];

// The pages of /gift/{token} (decision 272): the gift and how to claim it, the claim done, and
// the link that no longer works.

/** The page of a gift not claimed yet: who it is from, their message, then `children`. */
export function GiftPage({ gift, children }: { gift: Gift; children: ReactNode }) {
  return (
    <Page
      title={`A gift for ${gift.recipientName}`}
      lead={`${gift.from ?? "Someone"} has given you ${gift.deliveries} ${gift.boxName} ${
        gift.deliveries === 1 ? "box" : "boxes"
      }.`}
      width="max-w-3xl"
    >
      <div className="flex flex-col gap-8">
        {gift.message ? (
          <blockquote className="rounded-3xl bg-amber-50 p-6 text-lg wrap-anywhere whitespace-pre-line text-stone-800 italic ring-1 ring-amber-200 sm:p-8">
            {gift.message}
          </blockquote>
        ) : null}
        {children}
      </div>
    </Page>
  );
}

/** Signed out: sign in or register, both coming back to this link. */
export function SignInToClaim({ login, register }: { login: string; register: string }) {
  return (
    <div className="flex flex-col items-start gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-amber-100 sm:p-8">
      <p className="text-stone-800">
        Sign in or create an account to claim it: then tell us about your pet and where to send the
        boxes. The gift never renews and you are never charged.
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={login}>Sign in to claim</ButtonLink>
        <ButtonLink to={register} variant="secondary">
          Create an account
        </ButtonLink>
      </div>
    </div>
  );
}

/** A used, replaced or unknown link: the same page, saying nothing about any gift. */
export function GiftLinkGone() {
  return (
    <Page title="This gift link does not work" width="max-w-3xl">
      <p className="text-lg text-stone-800">
        The link has been used already, or it is not a gift link. If you think the gift is still
        yours, ask the person who gave it to send the e-mail again.
      </p>
    </Page>
  );
}

/** The claim went through: when the first box ships, and the way to the subscription. */
export function GiftClaimed({
  gift,
  petName,
  subscription,
  portal,
}: {
  gift: Gift;
  petName: string;
  subscription: Subscription;
  portal: string;
}) {
  const first = subscription.nextDeliveryDate;
  return (
    <Page title="Your gift is claimed" width="max-w-3xl" focusTitle>
      <div className="flex flex-col items-start gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-amber-100 sm:p-8">
        <Alert tone="success">
          {gift.deliveries} {gift.boxName} {gift.deliveries === 1 ? "box is" : "boxes are"} coming
          for {petName}, paid by {gift.from ?? "the giver"}.
        </Alert>
        <p className="text-stone-800">
          {first ? `The first box ships on ${formatCalendarDate(first)}. ` : ""}The gift ends after
          its last box: nothing renews and you are never charged. You can skip or move a box, or
          change the address, under your subscriptions.
        </p>
        <ButtonLink to={portal}>See your subscription</ButtonLink>
      </div>
    </Page>
  );
}
