import { HowItWorks } from "~/features/home/components/how-it-works";
import { pageMeta, pageTitle } from "~/lib/page-title";

export const meta = () =>
  pageMeta(
    pageTitle("How it works"),
    "How PetBox works in four steps: choose, customize, receive, enjoy.",
  );

export default function Screen() {
  return <HowItWorks headingAs="h1" />;
}
