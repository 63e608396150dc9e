import { Link } from "react-router";
import type { AuditEntry, AuditQuery } from "@shared/api/admin/staff";
import { actionLabel, auditHref, changeLines, formatWhen, recordLabel } from "../../audit-model";
import { roleNames } from "../../screens";
import { ChangeTable } from "./change-table";

/** One entry: when, who (with their role then), what, to which record and customer, and the change. */
export function AuditEntryCard({ entry, query }: { entry: AuditEntry; query: AuditQuery }) {
  const lines = changeLines(entry.before, entry.after);
  const titleId = `audit-${entry.id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
      >
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <h3 id={titleId} className="font-bold text-stone-900">
            {actionLabel(entry.action)}
            <span className="font-normal text-stone-700"> · {recordLabel(entry)}</span>
          </h3>
          <p className="shrink-0 text-sm text-stone-600">
            <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
          </p>
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="font-semibold text-stone-700">By</dt>
          <dd className="wrap-anywhere text-stone-900">
            <Link
              to={auditHref({ actor: entry.actor.email, customer: query.customer })}
              className="font-semibold text-amber-900 underline"
              aria-label={`${entry.actor.email}: only their entries`}
            >
              {entry.actor.email}
            </Link>{" "}
            ({roleNames[entry.actor.role]})
          </dd>
          {entry.customerUid ? (
            <>
              <dt className="font-semibold text-stone-700">Customer</dt>
              <dd className="wrap-anywhere text-stone-900">
                <Link
                  to={auditHref({ actor: query.actor, customer: entry.customerUid })}
                  className="font-mono text-amber-900 underline"
                  aria-label={`${entry.customerUid}: only this customer's entries`}
                >
                  {entry.customerUid}
                </Link>
              </dd>
            </>
          ) : null}
        </dl>
        {lines.length > 0 ? (
          <ChangeTable lines={lines} />
        ) : (
          <p className="text-sm text-stone-600">No fields changed.</p>
        )}
      </article>
    </li>
  );
}
