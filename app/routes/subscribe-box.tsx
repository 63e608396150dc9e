import { Link, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Box } from "@shared/catalogue";
import { findBox } from "@shared/find-box";
import { siteRoutes } from "@shared/site-routes";
import type { Route } from "./+types/subscribe-box";
import { NotFound } from "~/components/layout/not-found";
import { Page } from "~/components/layout/page";
import { ButtonLink } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { useAuth } from "~/features/auth/auth-provider";
import { hasEmail } from "~/features/auth/session-user";
import { cart } from "~/features/cart/cart";
import { paths } from "~/config/paths";
import { pageMeta, pageTitle } from "~/lib/page-title";
import { getCatalogue } from "~/features/catalogue/api/get-catalogue";
import { BoxSubscriptionSummary } from "~/features/catalogue/components/box-subscription-summary";
import { CatalogueRouteError } from "~/features/catalogue/components/catalogue-error";
import { StartSubscription } from "~/features/checkout/components/start-subscription";
import { PetForm } from "~/features/pets/components/pet-form";
import { listPets } from "~/api/pets";
import { getPlans } from "~/api/plans";
import { Loading, Resolve } from "~/components/ui/load-state";
import { accountData, track, type AccountData } from "~/lib/route-data";
import { storedUid } from "~/features/auth/stored-session";
import type { Pet } from "@shared/api/pets";
import type { Plan } from "@shared/commerce/plans";
import type { PaymentMethod } from "@shared/commerce/consent";
import { TitledSection } from "~/components/ui/titled-section";
import { CheckboxField } from "~/components/ui/field";
import { LazyGiftForm } from "~/features/gifts/components/gift-form-lazy";
import { onlyGiftToggled, useGiftToggle } from "~/features/gifts/gift-toggle";

/**
 * Rendered in the browser from the catalogue, like the detail page (decision 031). The plans
 * (open) and, for a stored session, the account's pets are asked for at once, and read by the
 * "Start my subscription" panel (lib/route-data.ts).
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const plans = getPlans();
  const choices = {
    visitor: track(
      plans.then(({ plans: onSale, paymentMethod, timeZone }): Choices => ({
        plans: onSale,
        method: paymentMethod,
        timeZone,
        pets: [],
      })),
    ),
    account: accountData(storedUid(), async (): Promise<Choices> => {
      const [{ plans: onSale, paymentMethod, timeZone }, pets] = await Promise.all([
        plans,
        listPets(),
      ]);
      return { plans: onSale, method: paymentMethod, timeZone, pets };
    }),
  };
  const boxes = await getCatalogue();
  return { id: params.id, box: findBox(boxes, params.id) ?? null, choices };
}

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return onlyGiftToggled(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

/** What "Start my subscription" offers: the plans on sale, and the account's pets. */
interface Choices {
  plans: Plan[];
  method: PaymentMethod;
  /** The shop's: a gift e-mail's day is counted in it. */
  timeZone: string;
  pets: Pet[];
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta(
    data?.box ? pageTitle(`Subscribe to the ${data.box.name}`) : siteRoutes.subscribeBox.title,
    data?.box ? data.box.description : undefined,
  );
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-stone-700">
      <Spinner label="Loading the box" />
      <p aria-hidden="true">Loading...</p>
    </div>
  );
}

export default function SubscribeBoxScreen({ loaderData }: Route.ComponentProps) {
  const { box, id, choices } = loaderData;
  // "This is a gift" (decision 271), kept in the address so it survives signing in.
  const [gift, setGift] = useGiftToggle();
  if (!box) return <NotFound message={`We couldn't find box “${id}”`} />;
  return (
    <Page
      title={`Subscribe to the ${box.name}`}
      lead="Here is what arrives at your door, how often, and what it costs."
      width="max-w-6xl"
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <BoxSubscriptionSummary box={box} />
        <TitledSection
          id="start-subscription"
          title={gift ? "Give this box" : "Start my subscription"}
          className="flex min-w-0 flex-col gap-5 self-start rounded-3xl bg-amber-100 p-6 sm:p-8"
          titleClassName="text-2xl font-bold text-stone-900"
        >
          <CheckboxField
            label="This is a gift"
            checked={gift}
            onChange={(event) => setGift(event.target.checked)}
          />
          {gift ? (
            <GiftPanel box={box} choices={choices.visitor} />
          ) : (
            <StartPanel box={box} choices={choices} />
          )}
          <div className="border-t border-amber-200 pt-5">
            <p className="text-stone-800">Questions before you subscribe?</p>
            <p className="mt-1 text-stone-800">
              <Link to={paths.help()} className="font-semibold text-amber-900 underline">
                Read our help
              </Link>{" "}
              on shipping, skipping, cancelling, allergies and payment.
            </p>
            <ButtonLink to={paths.contact()} variant="secondary" className="mt-3">
              Ask our team
            </ButtonLink>
          </div>
        </TitledSection>
      </div>
      <ButtonLink to={paths.home()} variant="ghost" className="mt-10">
        Back to home
      </ButtonLink>
    </Page>
  );
}

/**
 * "Start my subscription" (decision 126): the plan and the pet, then checkout with this box. The
 * box goes into the cart unless it is there already, and checkout opens with the choices made.
 */
function StartPanel({
  box,
  choices,
}: {
  box: Box;
  choices: { visitor: Promise<Choices>; account: AccountData<Choices> };
}) {
  const { user, initialized } = useAuth();
  const navigate = useNavigate();
  if (!initialized) return <Spinner label="Loading your account" />;
  // A visitor picks the pet at checkout, after signing in.
  const signedIn = hasEmail(user);
  return (
    <Resolve
      data={signedIn ? choices.account.for(user.uid) : choices.visitor}
      fallback={<Loading label="Loading the plans" minHeight="" />}
    >
      {({ plans, method, pets }) => (
        <StartSubscription
          key={signedIn ? "signed-in" : "visitor"}
          box={box}
          plans={plans}
          method={method}
          pets={pets}
          signedIn={signedIn}
          onStart={({ petId, planId }) => {
            if (!cart.items().some((item) => isBox(item, box))) cart.add(box);
            const search = new URLSearchParams({ box: String(box.id), plan: planId });
            if (petId !== undefined) search.set("pet", String(petId));
            void navigate(`${paths.checkout()}?${search}`);
          }}
          renderPetForm={({ species, onSaved, onCancel }) => (
            <PetForm
              species={species}
              onSaved={onSaved}
              onCancel={onCancel}
              submitLabel="Save and choose this pet"
            />
          )}
        />
      )}
    </Resolve>
  );
}

/**
 * "This is a gift" (issue 28, decision 271): 3, 6 or 12 boxes for someone else, paid now. The
 * API needs a signed-in buyer, so a visitor is asked to sign in first and comes back here.
 */
function GiftPanel({ box, choices }: { box: Box; choices: Promise<Choices> }) {
  const { user, initialized } = useAuth();
  if (!initialized) return <Spinner label="Loading your account" />;
  if (!hasEmail(user)) {
    const here = `${paths.subscribeBox(box.id)}?gift=1`;
    return (
      <div className="flex flex-col gap-3">
        <p className="text-stone-800">Sign in to give the {box.name} as a gift.</p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.login(here)}>Sign in</ButtonLink>
          <ButtonLink to={paths.register(here)} variant="secondary">
            Create an account
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <Resolve data={choices} fallback={<Loading label="Loading the prices" minHeight="" />}>
      {({ plans, timeZone }) => <LazyGiftForm box={box} plans={plans} timeZone={timeZone} />}
    </Resolve>
  );
}

function isBox(item: unknown, box: Box): boolean {
  return (
    typeof item === "object" && item !== null && "id" in item && String(item.id) === String(box.id)
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <CatalogueRouteError
      error={error}
      title={pageTitle("Subscribe")}
      heading="Subscribe to a box"
    />
  );
}
