import type { StaffRole } from "@shared/api/admin/staff";

// The back office's screens, all under the one /admin/* route (decision 227). The splat names
// the screen; the menu shows each member of staff only the screens their role may use.

export type AdminScreen =
  | "today"
  | "numbers"
  | "packing"
  | "packing-print"
  | "stock"
  | "customers"
  | "customer"
  | "payments"
  | "problems"
  | "messages"
  | "reviews"
  | "codes"
  | "staff"
  | "audit"
  | "unknown";

export const ADMIN_ROOT = "/admin";

/** The screen an address under /admin/ names (the splat, matched without regard to case). */
export function screenAt(splat: string | undefined): AdminScreen {
  const path = (splat ?? "").toLowerCase().replace(/^\/+|\/+$/g, "");
  if (path === "" || path === "today") return "today";
  if (path === "numbers") return "numbers";
  if (path === "packing") return "packing";
  if (path === "packing/print") return "packing-print";
  if (path === "stock") return "stock";
  if (path === "customers") return "customers";
  if (customerUidAt(splat) !== null) return "customer";
  if (path === "codes") return "codes";
  if (path === "staff") return "staff";
  if (path === "audit") return "audit";
  if (path === "payments") return "payments";
  if (path === "problems") return "problems";
  if (path === "messages") return "messages";
  if (path === "reviews") return "reviews";
  return "unknown";
}

/** The uid of /admin/customers/:uid, as written (uids are case-sensitive), or null. */
export function customerUidAt(splat: string | undefined): string | null {
  const found = /^\/*customers\/([^/]+)\/*$/i.exec(splat ?? "");
  return found?.[1] ? decodeURIComponent(found[1]) : null;
}

export const customerPath = (uid: string) => `${ADMIN_ROOT}/customers/${encodeURIComponent(uid)}`;

export interface MenuItem {
  screen: Exclude<AdminScreen, "unknown" | "packing-print" | "customer">;
  label: string;
  to: string;
  roles: readonly StaffRole[];
}

/** The menu, in its order. Screens of later stretches join it once they exist. */
export const menuItems: readonly MenuItem[] = [
  { screen: "today", label: "Today", to: ADMIN_ROOT, roles: ["owner", "support", "packer"] },
  // The shop's figures and charts (issue 27): money and customers' reasons, not for packers.
  { screen: "numbers", label: "Numbers", to: `${ADMIN_ROOT}/numbers`, roles: ["owner", "support"] },
  {
    screen: "packing",
    label: "Packing",
    to: `${ADMIN_ROOT}/packing`,
    roles: ["owner", "support", "packer"],
  },
  {
    screen: "stock",
    label: "Stock",
    to: `${ADMIN_ROOT}/stock`,
    roles: ["owner", "support", "packer"],
  },
  {
    screen: "customers",
    label: "Customers",
    to: `${ADMIN_ROOT}/customers`,
    roles: ["owner", "support"],
  },
  {
    screen: "payments",
    label: "Payments",
    to: `${ADMIN_ROOT}/payments`,
    roles: ["owner", "support"],
  },
  {
    screen: "problems",
    label: "Problems",
    to: `${ADMIN_ROOT}/problems`,
    roles: ["owner", "support"],
  },
  {
    screen: "messages",
    label: "Messages",
    to: `${ADMIN_ROOT}/messages`,
    roles: ["owner", "support"],
  },
  { screen: "reviews", label: "Reviews", to: `${ADMIN_ROOT}/reviews`, roles: ["owner", "support"] },
  // Discount codes give money away (decision 267): owners only.
  { screen: "codes", label: "Codes", to: `${ADMIN_ROOT}/codes`, roles: ["owner"] },
  { screen: "staff", label: "Staff", to: `${ADMIN_ROOT}/staff`, roles: ["owner"] },
  { screen: "audit", label: "Audit log", to: `${ADMIN_ROOT}/audit`, roles: ["owner"] },
];

export const menuFor = (role: StaffRole) => menuItems.filter((item) => item.roles.includes(role));

/** A screen in the menu opens only for the roles its entry names; others are told so. */
export const mayOpen = (screen: AdminScreen, role: StaffRole) => {
  // A customer's page opens for whoever may search the customers; the print view as packing.
  const entry =
    screen === "customer" ? "customers" : screen === "packing-print" ? "packing" : screen;
  return menuItems.find((item) => item.screen === entry)?.roles.includes(role) ?? true;
};

/** Payment data (what a customer owes) is for owners and support, never for packers (issue 26). */
export const seesPayments = (role: StaffRole) => role !== "packer";

export const roleNames: Record<StaffRole, string> = {
  owner: "Owner",
  support: "Support",
  packer: "Packer",
};
