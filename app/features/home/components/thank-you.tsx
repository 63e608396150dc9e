import { ResponsiveImage } from "~/components/ui/responsive-image";

/** Spec §1: the thank-you image, with a line of text so it reads as a thank-you without the image. */
export function ThankYou() {
  return (
    <section aria-label="Thank you" className="mx-auto w-full max-w-5xl px-4 py-14 sm:py-20">
      <figure className="overflow-hidden rounded-3xl bg-rose-50 shadow-sm ring-1 ring-rose-100">
        <ResponsiveImage
          src="/images/home/thank-you.jpg"
          alt="A happy dog and cat side by side under two hearts"
          width={1200}
          height={480}
          className="h-auto w-full"
        />
        <figcaption className="px-6 py-5 text-center text-lg font-semibold text-stone-800">
          Thank you for being part of the PetBox family: every box you open helps a local maker and
          a happy pet.
        </figcaption>
      </figure>
    </section>
  );
}
