import { Form, Link } from "react-router";
import type { AuditQuery } from "@shared/api/admin/staff";
import { Button, buttonClasses } from "~/components/ui/button";
import { Field, SelectField } from "~/components/ui/field";
import { ADMIN_ROOT } from "../../screens";

/**
 * The log's filters as a GET form: the address holds them, so a filtered log can be bookmarked
 * and Back goes to the previous filter. Filtering starts again from the newest entry.
 */
export function AuditFilters({ query, actors }: { query: AuditQuery; actors: readonly string[] }) {
  const filtered = Boolean(query.actor || query.customer);
  return (
    <Form
      method="get"
      action={`${ADMIN_ROOT}/audit`}
      aria-label="Filter the audit log"
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:flex-wrap sm:items-start"
    >
      <div className="sm:w-72">
        <SelectField
          key={query.actor ?? ""}
          label="Staff member"
          name="actor"
          defaultValue={query.actor ?? ""}
          options={[
            { value: "", label: "Everyone" },
            ...actors.map((email) => ({ value: email, label: email })),
          ]}
        />
      </div>
      <div className="sm:min-w-64 sm:flex-1">
        <Field
          key={query.customer ?? ""}
          label="Customer"
          name="customer"
          autoComplete="off"
          spellCheck={false}
          defaultValue={query.customer ?? ""}
          hint="Their account id, as the entries show it."
        />
      </div>
      <div className="flex flex-wrap gap-2 sm:mt-7">
        <Button type="submit">Filter</Button>
        {filtered ? (
          <Link to={`${ADMIN_ROOT}/audit`} className={buttonClasses("ghost")}>
            Clear the filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
