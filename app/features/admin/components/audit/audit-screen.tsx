import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { auditHref } from "../../audit-model";
import type { AuditData } from "../../load-owner";
import { AuditEntryCard } from "./audit-entry";
import { AuditFilters } from "./audit-filters";

/**
 * The audit log (owners only, issue 26): every staff write, newest first, naming who did it, to
 * which record and customer, and what changed. Filtered by staff member and by customer; a page
 * holds what one answer of the API holds, with older entries on the next.
 */
export function AuditScreen({ data }: { data: AuditData }) {
  const { query, entries, hasOlder, actors } = data;
  const filtered = Boolean(query.actor || query.customer);
  const last = entries.at(-1);
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold text-stone-900 sm:text-3xl">Audit log</h1>
        <p className="max-w-2xl text-stone-700">
          Every change the staff made, newest first: who, as what, to which record, and what it was
          before and after.
        </p>
      </header>
      <AuditFilters query={query} actors={actors} />
      <section aria-labelledby="audit-entries" className="flex flex-col gap-3">
        <h2 id="audit-entries" className="text-lg font-bold text-stone-900">
          {query.before ? "Older entries" : "Latest entries"} ({entries.length}
          {hasOlder ? " on this page" : ""})
        </h2>
        {entries.length === 0 ? (
          <p className="rounded-2xl border border-stone-200 bg-white p-4 text-stone-700">
            {filtered ? "No entries match these filters." : "Nothing has been changed yet."}
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {entries.map((entry) => (
              <AuditEntryCard key={entry.id} entry={entry} query={query} />
            ))}
          </ol>
        )}
      </section>
      {query.before || (hasOlder && last) ? (
        <nav aria-label="Pages of the audit log" className="flex flex-wrap gap-2">
          {query.before ? (
            <Link
              to={auditHref({ ...query, before: undefined })}
              className={buttonClasses("secondary")}
            >
              Newest entries
            </Link>
          ) : null}
          {hasOlder && last ? (
            <Link
              to={auditHref({ ...query, before: String(last.id) })}
              className={buttonClasses("secondary")}
            >
              Older entries
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
