import type { StaffMember } from "@shared/api/admin/staff";
import { track } from "~/lib/route-data";
import {
  getCustomer,
  searchCustomers,
  type CustomerPageAnswer,
  type CustomerSummary,
} from "./api/customers";
import { getStaffAccess, type StaffAccess } from "./api/staff-access";
import { getPackingSheet } from "./api/packing";
import { getUnpaid, type UnpaidDelivery } from "./api/unpaid";
import {
  addMonths,
  mondayOf,
  monthOf,
  type PackingSheet,
  sundayOf,
  weeksOf,
} from "./packing-model";
import { type AdminScreen, customerUidAt, seesPayments } from "./screens";

/** What Today shows: the week's boxes, the late ones, and (for owners and support) the unpaid. */
export interface TodayData {
  today: string;
  sheets: PackingSheet[];
  unpaid: UnpaidDelivery[] | null;
}

export interface PackingData {
  sheet: PackingSheet;
  /** The Monday of the week chosen, or null for the whole month. */
  week: string | null;
  today: string;
}

export type ScreenData =
  | { screen: "today"; data: TodayData }
  | { screen: "packing" | "packing-print"; data: PackingData }
  | { screen: "customers"; data: { q: string; customers: CustomerSummary[] | null } }
  | { screen: "customer"; data: CustomerPageAnswer }
  | { screen: "unknown" };

/** The back office's data: who is asking, then (for staff) the screen's, which comes after. */
export type AdminData =
  | { access: Extract<StaffAccess, { kind: "not-staff" }> }
  | { access: { kind: "staff"; staff: StaffMember }; screen: Promise<ScreenData> };

/** The shop's date for "today" in the browser: the packer's own day. */
export const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /me first: an account that is not staff is told so and nothing else is asked. For staff the
 * shell shows at once and the screen's data follows (read under its own Suspense).
 */
export async function loadAdmin(
  screen: AdminScreen,
  search: URLSearchParams,
  splat?: string,
): Promise<AdminData> {
  const access = await getStaffAccess();
  if (access.kind === "not-staff") return { access };
  return { access, screen: track(loadScreen(screen, search, access.staff, splat)) };
}

async function loadScreen(
  screen: AdminScreen,
  search: URLSearchParams,
  staff: StaffMember,
  splat?: string,
): Promise<ScreenData> {
  const today = localToday();
  if (screen === "customers") {
    const q = (search.get("q") ?? "").trim();
    return { screen, data: { q, customers: q.length >= 2 ? await searchCustomers(q) : null } };
  }
  const uid = customerUidAt(splat);
  if (screen === "customer" && uid !== null) {
    return { screen, data: await getCustomer(uid) };
  }
  if (screen === "today") {
    // This week can reach into the next month, and a late box can be from the month before.
    const thisMonth = monthOf(today);
    const weekEnd = monthOf(sundayOf(mondayOf(today)));
    const months = [...new Set([addMonths(thisMonth, -1), thisMonth, weekEnd])];
    const [sheets, unpaid] = await Promise.all([
      Promise.all(months.map((month) => getPackingSheet(month))),
      seesPayments(staff.role) ? getUnpaid() : Promise.resolve(null),
    ]);
    return { screen, data: { today, sheets, unpaid } };
  }
  if (screen === "packing" || screen === "packing-print") {
    const asked = search.get("month") ?? "";
    const month = MONTH.test(asked) ? asked : monthOf(today);
    const askedWeek = search.get("week") ?? "";
    const week = DAY.test(askedWeek) ? mondayOf(askedWeek) : null;
    const sheet = await getPackingSheet(month);
    return {
      screen,
      data: { sheet, week: week && weeksOf(month).includes(week) ? week : null, today },
    };
  }
  return { screen: "unknown" };
}
