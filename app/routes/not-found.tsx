import { NotFound } from "~/components/layout/not-found";
import { pageTitle } from "~/lib/page-title";

export const meta = () => [{ title: pageTitle("Page not found") }];

export default function NotFoundScreen() {
  return <NotFound />;
}
