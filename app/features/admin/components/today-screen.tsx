import type { ReactNode } from "react";
import { Link } from "react-router";
import type { StaffRole } from "@shared/api/admin/staff";
import { formatCents } from "@shared/commerce/cents";
import { ButtonLink } from "~/components/ui/button";
import type { TodayData } from "../load-admin";
import { mondayOf, monthOf, shortDate, sundayOf, type PackingLine } from "../packing-model";
import { ADMIN_ROOT } from "../screens";
import { shortOf } from "../stock-model";
import { LineSummary } from "./packing/line-summary";

/**
 * What needs a person now: the boxes to pack this week, the late ones (past their day and not
 * shipped) and, for owners and support, the deliveries not yet paid, the open problems and the
 * unanswered messages.
 */
export function TodayScreen({ data, role }: { data: TodayData; role: StaffRole }) {
  const monday = mondayOf(data.today);
  // The server answers the first of each, oldest first, and how many there are (decision 261).
  const { late, thisWeek } = data.boxes;
  const week = `${shortDate(monday)} – ${shortDate(sundayOf(monday))}`;
  const short = shortOf(data.stock);
  const packingLink = `${ADMIN_ROOT}/packing?month=${data.today.slice(0, 7)}&week=${monday}`;
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-extrabold text-stone-900 sm:text-3xl">Today</h1>
        <p className="mt-1 text-stone-700">
          {new Date(`${data.today}T12:00:00Z`).toLocaleDateString("en-GB", {
            weekday: "long",
            day: "numeric",
            month: "long",
            timeZone: "UTC",
          })}
          : what needs a person now.
        </p>
      </header>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label="To pack this week" value={thisWeek.count} />
        <Figure label="Late" value={late.count} warn={late.count > 0} />
        <Figure
          label="Short in stock"
          value={short.length}
          warn={short.length > 0}
          to={`${ADMIN_ROOT}/stock`}
        />
        {data.unpaid ? (
          <Figure
            label="Unpaid deliveries"
            value={data.unpaid.count}
            warn={data.unpaid.count > 0}
            to={`${ADMIN_ROOT}/payments`}
          />
        ) : null}
        {data.support ? (
          <>
            <Figure
              label="Open problems"
              value={data.support.openProblems}
              warn={data.support.openProblems > 0}
              to={`${ADMIN_ROOT}/problems`}
            />
            <Figure
              label="Unanswered messages"
              value={data.support.unansweredMessages}
              warn={data.support.unansweredMessages > 0}
              to={`${ADMIN_ROOT}/messages`}
            />
          </>
        ) : null}
      </dl>
      {short.length > 0 ? (
        // Plain content, not a live region: it is part of the page as loaded, never an update.
        <p
          id="today-stock-short"
          className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-800"
        >
          Stock is short for the boxes still to pack:{" "}
          {short.map((line) => `${line.name} (${line.shortfall})`).join(", ")}.{" "}
          <Link to={`${ADMIN_ROOT}/stock`} className="font-semibold underline">
            Open Stock
          </Link>
        </p>
      ) : null}
      <Panel
        id="today-late"
        title="Late boxes"
        hint="Past their ship date and not shipped yet."
        empty="No box is late."
        action={
          late.lines[0]
            ? {
                to: `${ADMIN_ROOT}/packing?month=${monthOf(late.lines[0].date)}`,
                label: "Open packing",
              }
            : null
        }
      >
        {late.count > 0 ? <Lines {...late} /> : null}
      </Panel>
      <Panel
        id="today-week"
        title={`To pack this week (${week})`}
        hint="Boxes whose ship date falls this week, not yet shipped."
        empty="Nothing left to pack this week."
        action={{ to: packingLink, label: "Pack this week" }}
      >
        {thisWeek.count > 0 ? <Lines {...thisWeek} /> : null}
      </Panel>
      {data.unpaid && role !== "packer" ? (
        <Panel
          id="today-unpaid"
          title="Unpaid deliveries"
          hint="Pay on delivery: delivered boxes not yet recorded as paid."
          empty="Every delivered box is paid for."
          action={null}
        >
          {data.unpaid.count > data.unpaid.items.length ? (
            <p className="text-sm text-stone-700">
              The oldest {data.unpaid.items.length} of {data.unpaid.count},{" "}
              {formatCents(data.unpaid.totalCents)} in all:{" "}
              <Link
                to={`${ADMIN_ROOT}/payments`}
                className="font-semibold text-amber-900 underline underline-offset-2"
              >
                Payments
              </Link>{" "}
              lists them.
            </p>
          ) : null}
          {data.unpaid.items.length > 0 ? (
            <ul className="divide-y divide-stone-200">
              {data.unpaid.items.map((item) => (
                <li
                  key={item.deliveryId}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
                >
                  <span className="font-semibold text-stone-900">
                    {item.orderNumber} · {item.customer}
                  </span>
                  <span className="text-stone-700">
                    {formatCents(item.amountCents)} · box of {shortDate(item.date)}, out{" "}
                    {item.ageDays} {item.ageDays === 1 ? "day" : "days"}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </Panel>
      ) : null}
    </div>
  );
}

function Figure({
  label,
  value,
  warn = false,
  to,
}: {
  label: string;
  value: number;
  warn?: boolean;
  /** The screen where they are dealt with. */
  to?: string;
}) {
  return (
    <div
      className={`rounded-2xl border bg-white px-4 py-3 shadow-sm ${warn ? "border-red-300" : "border-stone-200"}`}
    >
      <dt className="text-sm font-semibold text-stone-700">
        {to ? (
          <Link to={to} className="underline underline-offset-2 hover:text-amber-900">
            {label}
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd className={`text-3xl font-extrabold ${warn ? "text-red-800" : "text-stone-900"}`}>
        {value}
      </dd>
    </div>
  );
}

function Panel({
  id,
  title,
  hint,
  empty,
  action,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  empty: string;
  action: { to: string; label: string } | null;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={id} className="text-lg font-bold text-stone-900">
            {title}
          </h2>
          <p className="text-sm text-stone-600">{hint}</p>
        </div>
        {action ? (
          <ButtonLink to={action.to} variant="secondary">
            {action.label}
          </ButtonLink>
        ) : null}
      </div>
      <div className="mt-3">{children ?? <p className="text-stone-700">{empty}</p>}</div>
    </section>
  );
}

/** The first boxes of a kind; when there are more, how many, and Packing has them all. */
function Lines({ lines, count }: { lines: PackingLine[]; count: number }) {
  return (
    <>
      <ul className="divide-y divide-stone-200">
        {lines.map((line) => (
          <li key={line.deliveryId} className="py-3">
            <LineSummary line={line} />
          </li>
        ))}
      </ul>
      {count > lines.length ? (
        <p className="mt-2 text-sm text-stone-700">
          The first {lines.length} of {count}: Packing lists them all.
        </p>
      ) : null}
    </>
  );
}
