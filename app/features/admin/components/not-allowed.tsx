import { ButtonLink } from "~/components/ui/button";

/**
 * What an account that is not on the staff list sees at /admin: a plain refusal, nothing of the
 * back office (issue 26). It names no screen and loads no data.
 */
export function NotAllowed() {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-extrabold text-stone-900">Not allowed</h1>
      <p className="mt-4 text-lg text-stone-700">
        This part of PetBox is for the shop's staff. Your account is not on the staff list.
      </p>
      <p className="mt-2 text-stone-700">
        If you work here, ask the shop's owner to add the e-mail address you signed in with.
      </p>
      <ButtonLink to="/" className="mt-8">
        Back to the shop
      </ButtonLink>
    </div>
  );
}
