import { Link } from "react-router";
import { LegalDocument } from "~/components/layout/legal-document";
import { Page } from "~/components/layout/page";
import { paths } from "~/config/paths";
import { routeMeta } from "~/lib/page-title";

export const meta = routeMeta(
  "privacy",
  "How PetBox handles your data: account, cart, messages and newsletter.",
);

const sections = [
  {
    heading: "Your account",
    paragraphs: [
      "Sign-in is provided by Google Firebase Authentication. Your e-mail address, name, profile photo link and password (stored only as a secure hash) are held by that service on our behalf. If you sign in with Google or GitHub, we receive your name, e-mail address and photo from them; we never see your password there.",
    ],
  },
  {
    heading: "What we keep",
    paragraphs: [
      "Messages you send through the contact form (your name, e-mail address and message), your e-mail address if you join the newsletter, and reviews you post with their rating and date. We use them only to answer you, to send the newsletter you asked for, and to show reviews to other pet owners.",
      "We do not sell or rent your data, and we do not share it with advertisers.",
    ],
  },
  {
    heading: "Cookies and local storage",
    paragraphs: [
      "We use no advertising or tracking cookies. Your browser's local storage keeps your sign-in session and your cart (under the name “cart”) on your own device; clearing your browser's site data removes both. While you are signed in, the boxes in your cart are also kept with your account, so your cart follows you to your other devices; signing out removes it from this device.",
    ],
  },
  {
    heading: "How long we keep it",
    paragraphs: [
      "Contact messages are deleted two years after our last reply. Newsletter addresses are deleted as soon as you unsubscribe. Your account stays until you ask us to delete it.",
    ],
  },
  {
    heading: "Your rights",
    paragraphs: [
      "You can ask for a copy of the data we hold about you, ask us to correct it, or ask us to delete it and close your account. We answer within 30 days.",
    ],
  },
];

export default function PrivacyScreen() {
  return (
    <Page
      title="Privacy Policy"
      lead="What we know about you, why, and how to make us forget it. Last updated on 22 November 2026."
      width="max-w-3xl"
    >
      <LegalDocument sections={sections}>
        <section>
          <h2 className="text-xl font-bold text-stone-900">Contact</h2>
          <p className="mt-3 text-stone-800">
            For anything about your data, write to us through the{" "}
            <Link to={paths.contact()} className="font-semibold text-amber-900 underline">
              contact page
            </Link>{" "}
            or by e-mail to privacy@petbox.example.
          </p>
        </section>
      </LegalDocument>
    </Page>
  );
}
