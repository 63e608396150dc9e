import { useState } from "react";
import { Alert } from "~/components/ui/alert";
import { useRevalidatedData } from "~/lib/route-data";
import type { StaffData } from "../../load-owner";
import { roleNames } from "../../screens";
import { withMember, withoutMember } from "../../staff-model";
import { AddStaffForm } from "./add-staff-form";
import { RefundCapForm } from "./refund-cap-form";
import { StaffList } from "./staff-list";

/**
 * Staff (owners only, issue 26): who may use the back office and as what; add by e-mail, change
 * a role, remove; and support's refund cap. The server has the last word on every change (the
 * last owner cannot go) and its reason is shown where the change was asked.
 */
export function StaffScreen({ data }: { data: StaffData }) {
  const [shown, written] = useRevalidatedData(data);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold text-stone-900 sm:text-3xl">Staff</h1>
        <p className="max-w-2xl text-stone-700">
          Who can use the back office, and as what. A change takes effect on their next click.
        </p>
      </header>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <StaffList
          staff={shown.staff}
          me={shown.me}
          onChanged={(member) => {
            setNotice(`${member.email} is now ${roleNames[member.role]}.`);
            written((current) => ({ ...current, staff: withMember(current.staff, member) }));
          }}
          onRemoved={(member) => {
            setNotice(`${member.email} was removed from the staff.`);
            written((current) => ({ ...current, staff: withoutMember(current.staff, member.uid) }));
          }}
        />
        <div className="flex flex-col gap-6">
          <AddStaffForm
            staff={shown.staff}
            onSaved={(member, wasOnStaff) => {
              setNotice(
                wasOnStaff
                  ? `${member.email} is now ${roleNames[member.role]}.`
                  : `${member.email} was added as ${roleNames[member.role]}.`,
              );
              written((current) => ({ ...current, staff: withMember(current.staff, member) }));
            }}
          />
          <RefundCapForm
            settings={shown.settings}
            onSaved={(settings) => written((current) => ({ ...current, settings }))}
          />
        </div>
      </div>
    </div>
  );
}
