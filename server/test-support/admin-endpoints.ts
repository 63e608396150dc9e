import type { StaffRole } from "../../shared/api/admin/staff";

/**
 * Every admin endpoint, with the roles allowed it: the access matrix test
 * (server/api.admin-access.test.ts) sends each one as a visitor (401), a customer, a removed
 * member of staff and each role not allowed (403), and each role allowed (not 401/403). Add a
 * row for every endpoint you add under /api/admin. `body` is sent as JSON; an allowed role's
 * answer may still refuse the body or the record (400, 404, 409), never the caller.
 */
export interface AdminEndpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** With any query string and a concrete id ("/api/admin/staff/nobody"). */
  path: string;
  body?: unknown;
  allowed: readonly StaffRole[];
}

export const adminEndpoints: readonly AdminEndpoint[] = [
  { method: "GET", path: "/api/admin/me", allowed: ["owner", "support", "packer"] },
  { method: "GET", path: "/api/admin/staff", allowed: ["owner"] },
  {
    method: "POST",
    path: "/api/admin/staff",
    body: { email: "nobody-yet@example.com", role: "packer" },
    allowed: ["owner"],
  },
  { method: "DELETE", path: "/api/admin/staff/nobody", allowed: ["owner"] },
  { method: "GET", path: "/api/admin/audit", allowed: ["owner"] },
  { method: "GET", path: "/api/admin/audit?actor=someone@example.com", allowed: ["owner"] },
  { method: "GET", path: "/api/admin/settings", allowed: ["owner", "support"] },
  {
    method: "PUT",
    path: "/api/admin/settings",
    body: { supportRefundCapCents: -1 },
    allowed: ["owner"],
  },
  // The packing list outside /api/admin (decision 223, through the staff table).
  {
    method: "GET",
    path: "/api/deliveries?month=2026-12",
    allowed: ["owner", "support", "packer"],
  },
  // Packing and shipping (decision 225): every role; payments never packers (decision 226).
  // Delivery 999999 does not exist: an allowed role gets 404, never 401/403.
  {
    method: "GET",
    path: "/api/admin/packing?month=2026-12",
    allowed: ["owner", "support", "packer"],
  },
  {
    method: "GET",
    path: "/api/admin/packing/today",
    allowed: ["owner", "support", "packer"],
  },
  { method: "GET", path: "/api/admin/unpaid", allowed: ["owner", "support"] },
  { method: "GET", path: "/api/admin/metrics", allowed: ["owner", "support"] },
  {
    method: "POST",
    path: "/api/admin/deliveries/999999/pack",
    allowed: ["owner", "support", "packer"],
  },
  {
    method: "POST",
    path: "/api/admin/deliveries/999999/ship",
    body: { carrier: "usps", trackingNumber: "9400100" },
    allowed: ["owner", "support", "packer"],
  },
  {
    method: "POST",
    path: "/api/admin/deliveries/ship",
    body: { items: [{ id: 999999, carrier: "usps", trackingNumber: "9400100" }] },
    allowed: ["owner", "support", "packer"],
  },
  {
    method: "POST",
    path: "/api/admin/deliveries/999999/delivered",
    allowed: ["owner", "support", "packer"],
  },
  {
    method: "POST",
    path: "/api/admin/deliveries/999999/returned",
    allowed: ["owner", "support", "packer"],
  },
  {
    method: "POST",
    path: "/api/admin/deliveries/999999/payment",
    body: { status: "paid", method: "cash" },
    allowed: ["owner", "support"],
  },
  // Payments (decisions 229 and 230): owners and support, never packers. Order 999999 and the
  // zero id do not exist: an allowed role gets 404, never 401/403.
  { method: "GET", path: "/api/admin/orders?number=999999", allowed: ["owner", "support"] },
  { method: "GET", path: "/api/admin/renewals/failed", allowed: ["owner", "support"] },
  {
    method: "POST",
    path: "/api/admin/orders/00000000-0000-4000-8000-000000000000/refunds",
    body: { amount: 100, reason: "Damaged box" },
    allowed: ["owner", "support"],
  },
  {
    method: "POST",
    path: "/api/admin/orders/00000000-0000-4000-8000-000000000000/payment-link",
    allowed: ["owner", "support"],
  },
  // A bank transfer recorded (decision 269): owner and support; no such order, 404.
  {
    method: "POST",
    path: "/api/admin/orders/00000000-0000-4000-8000-000000000000/payment",
    body: { status: "paid", method: "transfer" },
    allowed: ["owner", "support"],
  },
  // Problems, the inbox, reviews and the newsletter list (decisions 233, 234): owner and
  // support. Record 999999 does not exist: an allowed role gets 404.
  { method: "GET", path: "/api/admin/problems", allowed: ["owner", "support"] },
  {
    method: "POST",
    path: "/api/admin/problems/999999/resolve",
    body: { resolution: "replacement" },
    allowed: ["owner", "support"],
  },
  { method: "GET", path: "/api/admin/messages", allowed: ["owner", "support"] },
  { method: "POST", path: "/api/admin/messages/999999/handled", allowed: ["owner", "support"] },
  {
    method: "POST",
    path: "/api/admin/messages/999999/reply",
    body: { text: "Thank you." },
    allowed: ["owner", "support"],
  },
  { method: "GET", path: "/api/admin/reviews", allowed: ["owner", "support"] },
  {
    method: "POST",
    path: "/api/admin/reviews/999999/hide",
    body: { reason: "Spam" },
    allowed: ["owner", "support"],
  },
  { method: "POST", path: "/api/admin/reviews/999999/show", allowed: ["owner", "support"] },
  { method: "GET", path: "/api/admin/newsletter.csv", allowed: ["owner", "support"] },
  // Customers (decisions 231 and 232): owners and support, never packers. Nobody's
  // subscription 999999: an allowed role gets 404.
  { method: "GET", path: "/api/admin/customers?q=ada", allowed: ["owner", "support"] },
  { method: "GET", path: "/api/admin/customers/nobody", allowed: ["owner", "support"] },
  ...["skip", "unskip"].map((name) => ({
    method: "POST" as const,
    path: `/api/admin/customers/nobody/subscriptions/999999/deliveries/2026-12-01/${name}`,
    allowed: ["owner", "support"] as const,
  })),
  ...["resume", "cancel", "uncancel"].map((name) => ({
    method: "POST" as const,
    path: `/api/admin/customers/nobody/subscriptions/999999/${name}`,
    allowed: ["owner", "support"] as const,
  })),
  {
    method: "POST",
    path: "/api/admin/customers/nobody/subscriptions/999999/pause",
    body: { months: 1 },
    allowed: ["owner", "support"],
  },
  {
    method: "PATCH",
    path: "/api/admin/customers/nobody/subscriptions/999999",
    body: { quantity: 2 },
    allowed: ["owner", "support"],
  },
  // Stock (decision 249): every role reads it; owners and packers count the shelf.
  { method: "GET", path: "/api/admin/stock", allowed: ["owner", "support", "packer"] },
  {
    method: "PUT",
    path: "/api/admin/stock/boxes/999999",
    body: { onHand: 1 },
    allowed: ["owner", "packer"],
  },
  {
    method: "PUT",
    path: "/api/admin/stock/swap-ins/Nothing%20swapped",
    body: { onHand: 1 },
    allowed: ["owner", "packer"],
  },
  // The owner's CSV exports (decision 252): owners only, every file by one route. A file that
  // does not exist answers an owner 404.
  { method: "GET", path: "/api/admin/export/customers.csv", allowed: ["owner"] },
  { method: "GET", path: "/api/admin/export/nothing.csv", allowed: ["owner"] },
  // Discount codes (decision 267): owners only. The body is refused (400) for an owner.
  { method: "GET", path: "/api/admin/codes", allowed: ["owner"] },
  { method: "POST", path: "/api/admin/codes", body: { code: "" }, allowed: ["owner"] },
  // Decision 275: owners switch a code off and on and change its end and limit (no such code:
  // an owner gets 404); support resends a gift's e-mail and changes its address (no such gift:
  // 404), and lists the orders waiting for a bank transfer.
  {
    method: "PATCH",
    path: "/api/admin/codes/NOSUCHCODE",
    body: { active: false },
    allowed: ["owner"],
  },
  { method: "POST", path: "/api/admin/gifts/999999/resend", allowed: ["owner", "support"] },
  {
    method: "PATCH",
    path: "/api/admin/gifts/999999",
    body: {
      address: {
        fullName: "Ada Lovelace",
        line1: "1 Main St",
        city: "Springfield",
        region: "IL",
        postalCode: "62701",
        country: "US",
      },
    },
    allowed: ["owner", "support"],
  },
  {
    method: "GET",
    path: "/api/admin/orders/awaiting-transfer",
    allowed: ["owner", "support"],
  },
  {
    method: "GET",
    path: "/api/admin/orders/transfers-to-return",
    allowed: ["owner", "support"],
  },
];
