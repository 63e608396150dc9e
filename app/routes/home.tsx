import { Page } from "~/components/layout/page";

export const meta = () => [{ title: "Home_page" }];

export default function Screen() {
  return (
    <Page
      title="Monthly boxes your pet will love"
      lead="Themed boxes of toys, treats and cozy things for cats and dogs."
    />
  );
}
