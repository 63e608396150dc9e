import type { StaffMember } from "@shared/api/admin/staff";
import type { Code } from "@shared/api/codes";
import { getPlans } from "~/api/plans";
import { getCodes } from "./api/codes";
import type { StockAnswer } from "@shared/api/admin/stock";
import type { Box } from "@shared/catalogue";
import { track } from "~/lib/route-data";
import {
  getCustomer,
  searchCustomers,
  type CustomerPageAnswer,
  type CustomerSummary,
} from "./api/customers";
import { getStaffAccess, type StaffAccess } from "./api/staff-access";
import { getMetrics, type Metrics } from "./api/metrics";
import {
  getPackingSheet,
  getTodayBoxes,
  getWholePackingSheet,
  type TodayBoxes,
} from "./api/packing";
import { getStock } from "./api/stock";
import { getUnpaid, type UnpaidList } from "./api/unpaid";
import {
  getAwaitingTransfers,
  getTransfersToReturn,
  getFailedRenewals,
  type AwaitingTransfer,
  type TransferToReturn,
  type FailedRenewal,
} from "./api/payments";
import { getProblems, type AdminProblemsAnswer } from "./api/problems";
import { getInbox, getReviews, type AdminReview, type InboxAnswer } from "./api/messages";
import { mondayOf, monthOf, type PackingSheet, weeksOf } from "./packing-model";
import { type AdminScreen, customerUidAt, mayOpen, seesPayments } from "./screens";
import { type AuditData, loadAudit, loadStaff, type StaffData } from "./load-owner";

/** Unpaid boxes Today lists: the oldest; Payments has the rest. */
export const TODAY_UNPAID = 5;

/** What Today shows: the week's boxes, the late ones, and (for owners and support) the unpaid. */
export interface TodayData {
  today: string;
  /** The late boxes and this week's, counted, and the first of each (decision 261). */
  boxes: TodayBoxes;
  /** The oldest few, with how many there are in all (decision 263). */
  unpaid: UnpaidList | null;
  /** Open problems and unanswered messages, for owners and support (null for packers). */
  support: { openProblems: number; unansweredMessages: number } | null;
  /** Stock against the boxes still to pack (issue 27): every role reads it. */
  stock: StockAnswer;
}

export interface PackingData {
  sheet: PackingSheet;
  /** The Monday of the week chosen, or null for the whole month. */
  week: string | null;
  today: string;
}

/** A customer's page, and the catalogue their Change dialog offers boxes from (decision 237). */
export type CustomerScreenData = CustomerPageAnswer & { catalogue: readonly Box[] };

/** What the back office needs from outside itself: the catalogue's one loader (the route's). */
export interface AdminDeps {
  loadCatalogue: () => Promise<readonly Box[]>;
}

/** Payments: the unpaid deliveries and the failed card renewals (decisions 229 and 230). */
export interface PaymentsData {
  unpaid: UnpaidList;
  renewals: FailedRenewal[];
  /** Orders waiting for a bank transfer, oldest first (decision 275). */
  transfers: AwaitingTransfer[];
  /** Cancelled orders paid by transfer, the money still to send back (decision 273). */
  toReturn: TransferToReturn[];
}

/** Codes: the codes, and the boxes and plans a new one can be kept to (decision 275). */
export interface CodesData {
  codes: Code[];
  boxes: readonly { id: string; name: string }[];
  plans: readonly { id: string; name: string }[];
}

/** Numbers: the figures, and the catalogue's box names for the shipped boxes' chart. */
export interface NumbersData {
  metrics: Metrics;
  boxes: readonly { id: string; name: string }[];
}

export type ScreenData =
  | { screen: "today"; data: TodayData }
  | { screen: "numbers"; data: NumbersData }
  | { screen: "packing" | "packing-print"; data: PackingData }
  | { screen: "stock"; data: StockAnswer }
  | { screen: "staff"; data: StaffData }
  | { screen: "codes"; data: CodesData }
  | { screen: "audit"; data: AuditData }
  | { screen: "not-allowed" }
  | { screen: "payments"; data: PaymentsData }
  | { screen: "problems"; data: AdminProblemsAnswer }
  | { screen: "messages"; data: InboxAnswer }
  | { screen: "reviews"; data: AdminReview[] }
  | { screen: "customers"; data: { q: string; customers: CustomerSummary[] | null } }
  | { screen: "customer"; data: CustomerScreenData }
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
  deps: AdminDeps,
  splat?: string,
): Promise<AdminData> {
  const access = await getStaffAccess();
  if (access.kind === "not-staff") return { access };
  return { access, screen: track(loadScreen(screen, search, access.staff, deps, splat)) };
}

async function loadScreen(
  screen: AdminScreen,
  search: URLSearchParams,
  staff: StaffMember,
  deps: AdminDeps,
  splat?: string,
): Promise<ScreenData> {
  if (!mayOpen(screen, staff.role)) return { screen: "not-allowed" };
  if (screen === "staff") return { screen, data: await loadStaff(staff) };
  if (screen === "audit") return { screen, data: await loadAudit(search) };
  if (screen === "codes") {
    const [codes, catalogue, plans] = await Promise.all([
      getCodes(),
      deps.loadCatalogue(),
      getPlans(),
    ]);
    return {
      screen,
      data: {
        codes,
        boxes: catalogue.map(({ id, name }) => ({ id: String(id), name })),
        plans: plans.plans.map(({ id, name }) => ({ id, name })),
      },
    };
  }
  const today = localToday();
  if (screen === "customers") {
    const q = (search.get("q") ?? "").trim();
    return { screen, data: { q, customers: q.length >= 2 ? await searchCustomers(q) : null } };
  }
  const uid = customerUidAt(splat);
  if (screen === "customer" && uid !== null) {
    const [page, catalogue] = await Promise.all([getCustomer(uid), deps.loadCatalogue()]);
    return { screen, data: { ...page, catalogue } };
  }
  if (screen === "today") {
    // What the screen shows of the boxes, not the months they are in (decision 261).
    const [boxes, unpaid, support, stock] = await Promise.all([
      getTodayBoxes(mondayOf(today)),
      seesPayments(staff.role) ? getUnpaid(TODAY_UNPAID) : Promise.resolve(null),
      seesPayments(staff.role) ? supportCounts() : Promise.resolve(null),
      getStock(),
    ]);
    return { screen, data: { today, boxes, unpaid, support, stock } };
  }
  if (screen === "packing" || screen === "packing-print") {
    const asked = search.get("month") ?? "";
    const month = MONTH.test(asked) ? asked : monthOf(today);
    const askedWeek = search.get("week") ?? "";
    const monday = DAY.test(askedWeek) ? mondayOf(askedWeek) : null;
    const week = monday && weeksOf(month).includes(monday) ? monday : null;
    // A week is asked of the server as one: it may reach into the next month. The screen reads
    // a page and asks for more as the packer goes; paper needs every line (decision 261).
    const sheet =
      screen === "packing"
        ? await getPackingSheet(month, undefined, week)
        : await getWholePackingSheet(month, week);
    return { screen, data: { sheet, week, today } };
  }
  if (screen === "payments" && seesPayments(staff.role)) {
    const [unpaid, renewals, transfers, toReturn] = await Promise.all([
      getUnpaid(),
      getFailedRenewals(),
      getAwaitingTransfers(),
      getTransfersToReturn(),
    ]);
    return { screen, data: { unpaid, renewals, transfers, toReturn } };
  }
  if (screen === "numbers") {
    // The charts' code (its own chunk, decision 246) is asked for once the figures are shown
    // (NumbersScreen): each chart's place is kept until it draws (decision 247).
    const [metrics, catalogue] = await Promise.all([getMetrics(), deps.loadCatalogue()]);
    return {
      screen,
      data: { metrics, boxes: catalogue.map(({ id, name }) => ({ id: String(id), name })) },
    };
  }
  if (screen === "stock") return { screen, data: await getStock() };
  if (screen === "problems") return { screen, data: await getProblems() };
  if (screen === "messages") return { screen, data: await getInbox() };
  if (screen === "reviews") return { screen, data: await getReviews() };
  return { screen: "unknown" };
}

/** What waits for support: open problems and unanswered messages (decision 233). */
async function supportCounts() {
  const [problems, inbox] = await Promise.all([getProblems(), getInbox()]);
  return { openProblems: problems.open.length, unansweredMessages: inbox.unanswered.length };
}
