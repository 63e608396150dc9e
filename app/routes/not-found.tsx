import { NotFound } from "~/components/layout/not-found";
import { routeMeta } from "~/lib/page-title";

export const meta = routeMeta(
  "notFound",
  "This page doesn't exist. Browse PetBox subscription boxes for cats and dogs instead.",
);

export default function NotFoundScreen() {
  return <NotFound />;
}
