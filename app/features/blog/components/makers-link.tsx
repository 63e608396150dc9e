import { Icon, strokeIcon } from "~/components/ui/icon";

const externalLinkIcon = strokeIcon([
  "M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5",
]);

/** Spec §2: the external link 'Meet More Local Makers', opened in a new tab. */
export const MAKERS_DIRECTORY_URL = "https://www.etsy.com/c/pet-supplies";

export function MeetMoreMakersLink() {
  return (
    <a
      href={MAKERS_DIRECTORY_URL}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-amber-800 px-7 text-lg font-semibold text-white transition-colors hover:bg-amber-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
    >
      Meet More Local Makers
      <span className="sr-only"> (opens in a new tab)</span>
      <Icon icon={externalLinkIcon} className="size-5" />
    </a>
  );
}
