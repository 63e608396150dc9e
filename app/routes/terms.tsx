import { Link } from "react-router";
import { LegalDocument } from "~/components/layout/legal-document";
import { Page } from "~/components/layout/page";
import { paths } from "~/config/paths";
import { routeMeta } from "~/lib/page-title";
import { TERMS_VERSION } from "@shared/commerce/terms-version";
import { shippingRuleText } from "@shared/commerce/delivery-texts";
import {
  cancelRuleText,
  changeRuleText,
  firstBoxRuleText,
  paymentRuleText,
  PREPAID_CANCEL_TEXT,
} from "@shared/commerce/fulfilment-rules";
import { withdrawalTermsParagraphs } from "@shared/commerce/withdrawal-rules";
import { describePlan, plans } from "~/features/terms/plan-terms";

export const meta = routeMeta(
  "terms",
  "The terms of the PetBox subscription service: billing, skipping, cancelling, shipping and returns.",
);

const sections = [
  {
    heading: "Your subscription",
    paragraphs: [
      "A PetBox subscription brings you the box you chose at the frequency shown on its page: monthly, every two months (Bi-Monthly) or every three months (Quarterly). The price on the box's page is the price of one box, including sales tax where it applies.",
      `${firstBoxRuleText()} Later boxes ship on the same day of the month as the first, or the next working day when that day is a weekend or a shop holiday.`,
      "Every subscription renews automatically until you cancel. If we change the price of your box, we tell you by e-mail at least 30 days before the change applies, and you can cancel before then.",
    ],
  },
  {
    heading: "Plans and payment",
    paragraphs: [
      "When you order, you choose how to pay for all the boxes of that order:",
      ...plans.map(describePlan),
      paymentRuleText(),
    ],
  },
  {
    heading: "Skipping, pausing and changing a subscription",
    paragraphs: [
      "Under Subscriptions in your account you can skip a box, pause your subscription for 1, 2 or 3 months, resume it early, or change its box (to another box for the same kind of pet), pet, quantity or delivery address. You can skip, pause or change any box, the first one too, until its packing cut-off; a change made later starts with the following box.",
      changeRuleText(),
      "A skipped or paused box is not sent and not charged. On a prepaid plan, skipping or pausing does not use up your prepaid deliveries: they simply come later. Swapping to a box that arrives on another rhythm (monthly, every 2 or every 3 months) starts that rhythm with the next box.",
    ],
  },
  {
    heading: "Cancelling",
    paragraphs: [
      "You can cancel whenever you like, with no fee and no minimum term, under Subscriptions in your account. Your subscription then ends after the last box that still ships, and the page shows the date it ends.",
      cancelRuleText(),
      PREPAID_CANCEL_TEXT,
    ],
  },
  {
    heading: "Your right of withdrawal",
    paragraphs: withdrawalTermsParagraphs(),
  },
  {
    heading: "Changing a prepaid plan",
    paragraphs: [
      "Prepaid deliveries are paid at the price of the box and quantity you chose. While you have prepaid deliveries, you can change to a box and quantity that cost the same or less per delivery; the new price applies when your plan renews, and the difference for deliveries already paid is not refunded. To move to a box or quantity that costs more, cancel and order it.",
    ],
  },
  {
    heading: "Shipping",
    paragraphs: [
      shippingRuleText(),
      "If a box is lost in transit, we send a new one free of charge.",
    ],
  },
  {
    heading: "Returns and our happy-pet promise",
    paragraphs: [
      "If something arrives damaged or is not right for your pet, tell us within 30 days and we will replace the item or refund it. Unopened treats and untouched items can be returned within 30 days for a full refund; we pay the return postage for damaged items.",
      "Treats list their ingredients on the pack. Please check them against your pet's allergies and supervise play with new toys; no toy is indestructible.",
    ],
  },
  {
    heading: "Your account",
    paragraphs: [
      "Keep your password to yourself; you are responsible for what happens in your account. Reviews you post must be your own honest opinion and must not contain anything unlawful or offensive; we may remove reviews that break this rule.",
    ],
  },
  {
    heading: "Changes to these terms",
    paragraphs: [
      "If we change these terms, we will post the new version here and e-mail subscribers about changes that matter. These terms were last updated on 26 November 2026.",
      `Terms version: ${TERMS_VERSION}. Every order stores the version it was placed under.`,
    ],
  },
];

export default function TermsScreen() {
  return (
    <Page
      title="Terms of Service"
      lead="The plain-language rules of our subscription service. The short version: skip, pause or cancel whenever you like, and if something is not right, we make it right."
      width="max-w-3xl"
    >
      <LegalDocument sections={sections}>
        <p className="text-stone-800">
          Questions about these terms?{" "}
          <Link to={paths.contact()} className="font-semibold text-amber-900 underline">
            Contact us
          </Link>{" "}
          and read how we handle your data in our{" "}
          <Link to={paths.privacy()} className="font-semibold text-amber-900 underline">
            Privacy Policy
          </Link>
          .
        </p>
      </LegalDocument>
    </Page>
  );
}
