import { useState } from "react";
import type { StaffEntry, StaffMember } from "@shared/api/admin/staff";
import { staffInputSchema } from "@shared/api/admin/staff";
import { z } from "@shared/zod";
import { FormDialog } from "~/components/forms/form-dialog";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { removeStaff, saveStaff } from "../../api/staff";
import { formatWhen } from "../../audit-model";
import { roleNames } from "../../screens";
import { RoleDuties, roleOptions } from "./add-staff-form";

type Asking = { kind: "role" | "remove"; member: StaffEntry } | null;

const noFields = z.object({});

/** The staff, each with Change role and Remove; both ask in a dialog, where a refusal shows. */
export function StaffList({
  staff,
  me,
  onChanged,
  onRemoved,
}: {
  staff: readonly StaffEntry[];
  me: StaffMember;
  onChanged: (member: StaffEntry) => void;
  onRemoved: (member: StaffEntry) => void;
}) {
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => setAsking(null);
  return (
    <section aria-labelledby="staff-list" className="flex min-w-0 flex-col gap-3">
      <h2 id="staff-list" className="text-lg font-bold text-stone-900">
        On the staff ({staff.length})
      </h2>
      <ul className="flex flex-col divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white shadow-sm">
        {staff.map((member) => (
          <li
            key={member.uid}
            className="flex flex-col gap-3 p-4 sm:grid sm:grid-cols-[minmax(0,1fr)_6.5rem_auto] sm:items-center sm:gap-4"
          >
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="font-semibold wrap-anywhere text-stone-900">
                {member.email}
                {member.uid === me.uid ? (
                  <span className="font-normal text-stone-600"> (you)</span>
                ) : null}
              </p>
              <p className="text-sm text-stone-600">
                {member.fromOwnerUids
                  ? "Owner through the server's OWNER_UIDS setting"
                  : `Added ${formatWhen(member.addedAt)} by ${member.addedBy}`}
              </p>
            </div>
            <p>
              <span className="sr-only">Role: </span>
              <span
                className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${roleTones[member.role]}`}
              >
                {roleNames[member.role]}
              </span>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Change role of ${member.email}`}
                onClick={() => setAsking({ kind: "role", member })}
              >
                Change role
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-800 hover:bg-red-50"
                aria-label={`Remove ${member.email}`}
                onClick={() => setAsking({ kind: "remove", member })}
              >
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {asking?.kind === "role" ? (
        <FormDialog
          title={`Change the role of ${asking.member.email}`}
          description={`Now ${roleNames[asking.member.role]}. The new role applies from their next click.`}
          confirmLabel="Change role"
          schema={staffInputSchema}
          submit={(values) => saveStaff(values)}
          onClose={close}
          onDone={(member) => {
            close();
            onChanged(member);
          }}
        >
          {(form) => (
            <>
              <input type="hidden" name="email" value={asking.member.email} />
              <SelectField
                label="New role"
                options={roleOptions}
                defaultValue={asking.member.role}
                hint={<RoleDuties />}
                {...form.field("role")}
              />
            </>
          )}
        </FormDialog>
      ) : null}
      {asking?.kind === "remove" ? (
        <FormDialog
          title={`Remove ${asking.member.email} from the staff?`}
          description="Their next click in the back office is refused. The audit log keeps what they did."
          confirmLabel="Remove"
          cancelLabel="Keep them"
          destructive
          schema={noFields}
          submit={() => removeStaff(asking.member.uid)}
          onClose={close}
          onDone={() => {
            close();
            onRemoved(asking.member);
          }}
        />
      ) : null}
    </section>
  );
}

const roleTones = {
  owner: "bg-stone-900 text-white",
  support: "bg-sky-100 text-sky-950",
  packer: "bg-amber-100 text-amber-950",
} as const;
