import { lazy, Suspense } from "react";
import { Loading } from "~/components/ui/load-state";
import type { GiftFormProps } from "./gift-form";

// The form and its schema load when the buyer says "This is a gift": the page's first load
// carries neither (decision 205).
const GiftForm = lazy(() => import("./gift-form").then((module) => ({ default: module.GiftForm })));

export function LazyGiftForm(props: GiftFormProps) {
  return (
    <Suspense fallback={<Loading label="Loading the gift form" minHeight="" />}>
      <GiftForm {...props} />
    </Suspense>
  );
}
