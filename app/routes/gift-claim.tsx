import type { Route } from "./+types/gift-claim";
import { getGiftClaim } from "~/api/gifts";
import { Page } from "~/components/layout/page";
import { ButtonLink } from "~/components/ui/button";
import { LoadFailure, Loading, Resolve } from "~/components/ui/load-state";
import { paths } from "~/config/paths";
import { routeMeta } from "~/lib/page-title";

export const meta = routeMeta("giftClaim");

/** The gift is asked for at once; the link itself is the key, no sign-in needed to see it. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { token: params.token, gift: getGiftClaim(params.token) };
}

/**
 * /gift/{token}: what the gift is, and sign in or register coming back here (decision 269). The
 * claim itself (pet and address) is the next step of the gift's UI.
 */
export default function GiftClaimScreen({ loaderData }: Route.ComponentProps) {
  const { token, gift } = loaderData;
  const back = paths.giftClaim(token);
  return (
    <Resolve
      data={gift}
      fallback={<Loading label="Loading your gift" minHeight="min-h-[50vh]" />}
      failure={(error) => (
        <Page title="Your gift" width="max-w-3xl">
          <LoadFailure error={error} />
        </Page>
      )}
    >
      {(found) =>
        found ? (
          <Page
            title={`A gift for ${found.recipientName}`}
            lead={`${found.from ?? "Someone"} has given you ${found.deliveries} ${found.boxName} boxes.`}
            width="max-w-3xl"
          >
            <div className="flex flex-col items-start gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-amber-100 sm:p-8">
              {found.message ? (
                <blockquote className="text-lg text-stone-800 italic">{found.message}</blockquote>
              ) : null}
              <p className="text-stone-800">
                Sign in or create an account to claim it: then tell us about your pet and where to
                send the boxes. The gift never renews and you are never charged.
              </p>
              <div className="flex flex-wrap gap-3">
                <ButtonLink to={paths.login(back)}>Sign in to claim</ButtonLink>
                <ButtonLink to={paths.register(back)} variant="secondary">
                  Create an account
                </ButtonLink>
              </div>
            </div>
          </Page>
        ) : (
          <Page title="This gift link does not work" width="max-w-3xl">
            <p className="text-lg text-stone-800">
              The link has been used already, or it is not a gift link. If you think the gift is
              still yours, ask the person who gave it to send the e-mail again.
            </p>
          </Page>
        )
      }
    </Resolve>
  );
}
