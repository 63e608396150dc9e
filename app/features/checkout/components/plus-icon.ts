import type { IconShape } from "~/components/ui/icon";

/** The "+" of "Add your cat". */
export const plusIcon: IconShape = {
  kind: "stroke",
  paths: ["M12 5v14", "M5 12h14"],
  strokeWidth: 2.5,
};
