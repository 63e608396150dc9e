import { HowItWorks } from "~/features/home/components/how-it-works";
import { pageTitle } from "~/lib/page-title";

export const meta = () => [{ title: pageTitle("How it works") }];

export default function Screen() {
  return <HowItWorks headingAs="h1" />;
}
