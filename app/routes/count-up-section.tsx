import { StatisticsBand } from "~/features/home/components/statistics-band";
import { pageTitle } from "~/lib/page-title";

export const meta = () => [{ title: pageTitle("PetBox in numbers") }];

export default function Screen() {
  return (
    <div className="py-10 sm:py-14">
      <StatisticsBand headingAs="h1" />
    </div>
  );
}
