import { Link } from "react-router";
import { siteRoutes } from "@shared/site-routes";
import { LegalDocument } from "~/components/layout/legal-document";
import { Page } from "~/components/layout/page";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/page-title";

export const meta = () =>
  pageMeta(
    siteRoutes.terms.title,
    "The terms of the PetBox subscription service: billing, skipping, cancelling, shipping and returns.",
  );

const sections = [
  {
    heading: "Your subscription",
    paragraphs: [
      "A PetBox subscription brings you the box you chose at the frequency shown on its page: monthly, every two months (Bi-Monthly) or every three months (Quarterly). The price on the box's page is the price of one box, including sales tax where it applies.",
      "You are charged when each box is prepared for shipping, never in advance for more than one box. If we change the price of your box, we tell you by e-mail at least 30 days before the change applies, and you can cancel before then.",
    ],
  },
  {
    heading: "Skipping and pausing",
    paragraphs: [
      "You can skip the next box or pause your subscription for up to three months at any time up to five days before the box ships. A skipped or paused box is not charged.",
    ],
  },
  {
    heading: "Cancelling",
    paragraphs: [
      "You can cancel whenever you like, with no fee and no minimum term. Cancel at least five days before your next box ships and you will not be charged for it; after that, that box still comes and the subscription ends after it.",
    ],
  },
  {
    heading: "Shipping",
    paragraphs: [
      "Boxes ship within the continental United States, usually in the first week of the delivery month, and arrive within 3 to 7 working days. We e-mail you a tracking link when your box leaves us. If a box is lost in transit, we send a new one free of charge.",
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
      "If we change these terms, we will post the new version here and e-mail subscribers about changes that matter. These terms were last updated on 22 November 2026.",
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
