import type { Route } from "./+types/slider";
import { Page } from "~/components/layout/page";
import { HeroCarousel } from "~/features/home/components/hero-carousel";
import { heroPreload } from "~/features/home/hero-preload";
import { routeMeta } from "~/lib/page-title";

export const meta = routeMeta(
  "slider",
  "A look inside PetBox: our boxes, toys, cozy corners and the makers behind them.",
);

export const links: Route.LinksFunction = () => [heroPreload];

export default function Screen() {
  return (
    <Page
      title="Gallery"
      lead="A look inside our boxes: the toys, the treats, the cozy corners and the makers behind them."
      width="max-w-7xl"
    >
      <HeroCarousel priority label="Gallery of PetBox moments" />
    </Page>
  );
}
