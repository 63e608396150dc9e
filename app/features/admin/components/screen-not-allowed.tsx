import { Link } from "react-router";
import type { StaffRole } from "@shared/api/admin/staff";
import { ADMIN_ROOT, roleNames } from "../screens";

/**
 * A member of staff at a screen their role may not use (an owner's, for support): told so
 * plainly, with nothing of the screen loaded (decision 235).
 */
export function ScreenNotAllowed({ role }: { role: StaffRole }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-extrabold text-stone-900">Not allowed</h1>
      <p className="max-w-xl text-stone-700">
        This screen is for the shop's owners. As {roleNames[role]} you can use the screens in the
        menu; ask an owner if you need this one.
      </p>
      <Link to={ADMIN_ROOT} className="font-semibold text-amber-900 underline">
        Go to Today
      </Link>
    </div>
  );
}
