import { StatisticsBand } from "~/features/home/components/statistics-band";
import { routeMeta } from "~/lib/page-title";

export const meta = routeMeta(
  "countUp",
  "PetBox in numbers: boxes delivered, happy subscribers, pet products and 5-star reviews.",
);

export default function Screen() {
  return (
    <div className="py-10 sm:py-14">
      <StatisticsBand headingAs="h1" />
    </div>
  );
}
