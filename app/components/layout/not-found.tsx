import { ButtonLink } from "~/components/ui/button";

/** Spec §2: any other path shows 'This page doesn't exist...' with an image. */
export function NotFound({ message = "This page doesn't exist..." }: { message?: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <img
        src="/images/not-found.svg"
        alt="A puppy peeking out of an empty gift box"
        width={320}
        height={240}
        className="h-auto w-64 sm:w-80"
      />
      <h1 className="mt-6 text-3xl font-bold text-stone-900">{message}</h1>
      <p className="mt-3 text-stone-700">
        The page you asked for has wandered off. Let's get you back to the boxes.
      </p>
      <ButtonLink to="/" className="mt-8">
        Back to home
      </ButtonLink>
    </section>
  );
}
