import { Hono } from "hono";
import { todayIn } from "../../../shared/commerce/calendar";
import type { RouteDeps } from "../../api-deps";
import { apiError } from "../../http/api-error";
import { requireStaff } from "../../http/staff-access";
import { exportFileName, exportKinds, exportStream, isExportKind } from "../../owner/exports";
import { recordAudit } from "../../services/audit";

/**
 * GET /export/:kind.csv (issue 27, decision 252): one of the owner's six CSV files, streamed a
 * page at a time. Owners only: it is the shop's customer data leaving the shop, so each
 * download is written to the audit log (who, which file) before the first byte goes out.
 */
export function adminExportRoutes(deps: RouteDeps) {
  const owner = requireStaff(deps, ["owner"]);
  return new Hono().get("/export/:file", owner, async (c) => {
    const kind = /^(.+)\.csv$/.exec(c.req.param("file"))?.[1] ?? "";
    if (!isExportKind(kind)) {
      return apiError(
        c,
        404,
        "not_found",
        `There is no such export: the files are ${exportKinds.map((k) => `${k}.csv`).join(", ")}.`,
      );
    }
    const now = new Date(deps.clock());
    const fileName = exportFileName(kind, todayIn(deps.timeZone, now));
    await deps.database.use("admin.export.audit", (db) =>
      recordAudit(db, {
        actor: c.var.staff,
        action: `export.${kind}`,
        recordType: "export",
        recordId: kind,
        customerUid: null,
        before: null,
        after: { file: fileName },
        at: now,
      }),
    );
    return c.body(exportStream(deps.database, kind), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
    });
  });
}
