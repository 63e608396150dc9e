import { routeMeta } from "~/lib/page-title";
import { SignedInPage } from "~/features/auth/components/require-auth";
import { ContactForm } from "~/features/contact/components/contact-form";

export const meta = routeMeta(
  "contact",
  "Questions about a box or your subscription? Write to the PetBox team.",
);

export default function ContactScreen() {
  return (
    <SignedInPage
      title="Contact us"
      lead="A question about a box, a delivery or your subscription? Write to us: a real person from our team answers every message, usually within one working day."
      width="max-w-3xl"
    >
      <div className="rounded-3xl bg-white p-6 shadow-sm sm:p-8">
        <ContactForm />
      </div>
    </SignedInPage>
  );
}
