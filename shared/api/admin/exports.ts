// The owner's CSV files (issue 27, decision 252): their names, shared by the server that writes
// them and the back office's download buttons.

export const exportKinds = [
  "customers",
  "subscriptions",
  "orders",
  "deliveries",
  "payments",
  "refunds",
] as const;
export type ExportKind = (typeof exportKinds)[number];

export const isExportKind = (value: string): value is ExportKind =>
  (exportKinds as readonly string[]).includes(value);

/** GET, owners only: the file, streamed. */
export const exportPath = (kind: ExportKind) => `/api/admin/export/${kind}.csv`;
