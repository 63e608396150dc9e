import type { ReactNode } from "react";
import { NavLink } from "react-router";
import type { StaffMember } from "@shared/api/admin/staff";
import { menuFor, roleNames } from "../screens";

/**
 * The back office's frame: who is signed in and as what, and the menu of the screens their role
 * may use. A sidebar on a desk; on a phone a row of tabs above the screen, so the packing list
 * is one thumb away.
 */
export function AdminShell({ staff, children }: { staff: StaffMember; children: ReactNode }) {
  const items = menuFor(staff.role);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-3 py-4 sm:px-6 lg:flex-row lg:gap-8 lg:py-8 print:block print:p-0">
      <aside
        aria-label="Back office"
        className="flex flex-col gap-3 lg:sticky lg:top-4 lg:w-56 lg:shrink-0 lg:self-start print:hidden"
      >
        <div className="rounded-2xl bg-stone-900 px-4 py-3 text-white">
          <p className="text-sm font-bold tracking-wide text-amber-300 uppercase">Back office</p>
          <p className="mt-1 truncate text-sm" title={staff.email}>
            {staff.email}
          </p>
          <p className="text-xs text-stone-300">{roleNames[staff.role]}</p>
        </div>
        <nav aria-label="Back office menu">
          <ul className="flex gap-2 overflow-x-auto lg:flex-col">
            {items.map((item) => (
              <li key={item.screen}>
                <NavLink
                  to={item.to}
                  end={item.screen === "today"}
                  className={({ isActive }) =>
                    `flex min-h-11 items-center rounded-xl px-4 font-semibold whitespace-nowrap focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-700 ${
                      isActive
                        ? "bg-amber-800 text-white"
                        : "bg-white text-stone-800 ring-1 ring-stone-200 hover:bg-amber-100"
                    }`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
