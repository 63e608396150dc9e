import { NotFound } from "~/components/layout/not-found";
import { pageMeta, pageTitle } from "~/lib/page-title";

export const meta = () =>
  pageMeta(
    pageTitle("Page not found"),
    "This page doesn't exist. Browse PetBox subscription boxes for cats and dogs instead.",
  );

export default function NotFoundScreen() {
  return <NotFound />;
}
