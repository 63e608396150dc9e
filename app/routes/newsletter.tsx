import { Page } from "~/components/layout/page";
import { routeMeta } from "~/lib/page-title";
import { NewsletterForm } from "~/features/newsletter/components/newsletter-form";

export const meta = routeMeta(
  "newsletter",
  "Join the PetBox newsletter: new boxes, makers and offers for cats and dogs, once a month.",
);

export default function NewsletterScreen() {
  return (
    <Page
      title="Join our newsletter"
      lead="One friendly letter a month: the next boxes before anyone else, the makers behind them, and tips from pet owners like you."
      width="max-w-3xl"
    >
      <div className="rounded-3xl bg-white p-6 shadow-sm sm:p-8">
        <NewsletterForm />
        <p className="mt-4 text-sm text-stone-600">
          No spam, ever. Every letter has a one-click unsubscribe link.
        </p>
      </div>
    </Page>
  );
}
