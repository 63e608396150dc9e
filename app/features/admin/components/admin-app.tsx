import { Link } from "react-router";
import { LoadFailure, Loading, Resolve } from "~/components/ui/load-state";
import type { AdminData, ScreenData } from "../load-admin";
import { ADMIN_ROOT } from "../screens";
import { AdminShell } from "./admin-shell";
import { CodesScreen } from "./codes/codes-screen";
import { CustomerPage } from "./customers/customer-page";
import { CustomersScreen } from "./customers/customers-screen";
import { NotAllowed } from "./not-allowed";
import { NumbersScreen } from "./numbers/numbers-screen";
import { PackingPrint } from "./packing/packing-print";
import { PackingScreen } from "./packing/packing-screen";
import { AuditScreen } from "./audit/audit-screen";
import { ScreenNotAllowed } from "./screen-not-allowed";
import { StaffScreen } from "./staff/staff-screen";
import { StockScreen } from "./stock/stock-screen";
import { PaymentsScreen } from "./payments/payments-screen";
import { TodayScreen } from "./today-screen";
import { InboxScreen } from "./messages/inbox-screen";
import { ProblemQueue } from "./problems/problem-queue";
import { ReviewsScreen } from "./reviews/reviews-screen";

/** The back office for staff, the refusal for anyone else (issue 26). */
export function AdminApp({ admin }: { admin: AdminData }) {
  if (admin.access.kind === "not-staff" || !("screen" in admin)) return <NotAllowed />;
  const { staff } = admin.access;
  return (
    <AdminShell staff={staff}>
      <Resolve
        data={admin.screen}
        fallback={<Loading label="Loading the screen" />}
        failure={(error) => (
          <div className="flex flex-col gap-6">
            <h1 className="text-2xl font-extrabold text-stone-900">Back office</h1>
            <LoadFailure error={error} />
          </div>
        )}
      >
        {(screen) => <Screen screen={screen} role={staff.role} />}
      </Resolve>
    </AdminShell>
  );
}

function Screen({
  screen,
  role,
}: {
  screen: ScreenData;
  role: Parameters<typeof TodayScreen>[0]["role"];
}) {
  switch (screen.screen) {
    case "today":
      return <TodayScreen data={screen.data} role={role} />;
    case "numbers":
      return <NumbersScreen data={screen.data} />;
    case "packing":
      return <PackingScreen data={screen.data} role={role} />;
    case "packing-print":
      return <PackingPrint data={screen.data} />;
    case "stock":
      return <StockScreen data={screen.data} staffRole={role} />;
    case "staff":
      return <StaffScreen data={screen.data} />;
    case "audit":
      return <AuditScreen data={screen.data} />;
    case "codes":
      return <CodesScreen data={screen.data} />;
    case "not-allowed":
      return <ScreenNotAllowed role={role} />;
    case "payments":
      return <PaymentsScreen data={screen.data} role={role} />;
    case "problems":
      return <ProblemQueue data={screen.data} />;
    case "messages":
      return <InboxScreen data={screen.data} />;
    case "reviews":
      return <ReviewsScreen reviews={screen.data} />;
    case "customers":
      return <CustomersScreen data={screen.data} role={role} />;
    case "customer":
      return <CustomerPage data={screen.data} />;
    default:
      return (
        <div className="flex flex-col items-start gap-4">
          <h1 className="text-2xl font-extrabold text-stone-900">No such screen</h1>
          <p className="text-stone-700">The back office has no screen at this address.</p>
          <Link to={ADMIN_ROOT} className="font-semibold text-amber-900 underline">
            Go to Today
          </Link>
        </div>
      );
  }
}
