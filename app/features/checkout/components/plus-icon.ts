import { strokeIcon } from "~/components/ui/icon";

/** The "+" of "Add your cat". */
export const plusIcon = strokeIcon(["M12 5v14", "M5 12h14"], 2.5);
