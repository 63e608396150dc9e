import { Form, Link } from "react-router";
import type { StaffRole } from "@shared/api/admin/staff";
import { orderNumberLabel } from "@shared/api/orders";
import { Button } from "~/components/ui/button";
import { controlClasses } from "~/components/ui/field";
import type { CustomerSummary } from "../../api/customers";
import { ADMIN_ROOT, customerPath } from "../../screens";
import { ExportDownloads } from "../export-downloads";

const matchedWords: Record<CustomerSummary["matched"][number], string> = {
  email: "e-mail",
  name: "name",
  order: "order number",
  pet: "pet's name",
};

/** Customers: one box to search by e-mail, name, order number or pet's name (decision 231). */
export function CustomersScreen({
  data,
  role,
}: {
  data: { q: string; customers: CustomerSummary[] | null };
  role: StaffRole;
}) {
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-extrabold text-stone-900 sm:text-3xl">Customers</h1>
        <p className="mt-1 text-stone-700">
          Find a customer to see their pets, boxes and orders, and to act for them.
        </p>
      </header>
      <ExportDownloads role={role} kinds={["customers", "subscriptions", "orders"]} />
      <Form
        method="get"
        action={`${ADMIN_ROOT}/customers`}
        role="search"
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="customer-q" className="font-semibold text-stone-900">
            Search customers
          </label>
          <input
            id="customer-q"
            name="q"
            type="search"
            defaultValue={data.q}
            minLength={2}
            maxLength={100}
            required
            aria-describedby="customer-q-hint"
            className={controlClasses}
          />
          <p id="customer-q-hint" className="text-sm text-stone-600">
            An e-mail, a name, an order number (PB-000042) or a pet&apos;s name.
          </p>
        </div>
        <Button type="submit" className="sm:mb-7">
          Search
        </Button>
      </Form>
      {data.customers === null ? null : data.customers.length === 0 ? (
        <p role="status" className="text-stone-700">
          No customer matches “{data.q}”.
        </p>
      ) : (
        <section aria-labelledby="customer-results">
          <h2 id="customer-results" className="sr-only">
            {data.customers.length === 1 ? "1 customer" : `${data.customers.length} customers`}
          </h2>
          <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white shadow-sm">
            {data.customers.map((customer) => (
              <li key={customer.uid} className="flex flex-col gap-1 px-4 py-3">
                <Link
                  to={customerPath(customer.uid)}
                  className="self-start text-lg font-bold text-amber-900 underline"
                >
                  {customer.name ?? customer.email ?? customer.uid}
                </Link>
                <p className="wrap-anywhere text-stone-700">
                  {[
                    customer.email,
                    customer.orderNumbers.map(orderNumberLabel).join(", "),
                    customer.petNames.length > 0 ? `Pets: ${customer.petNames.join(", ")}` : null,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                <p className="text-sm text-stone-600">
                  Matched by {customer.matched.map((m) => matchedWords[m]).join(", ")}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
