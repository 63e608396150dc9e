import type { StaffEntry } from "@shared/api/admin/staff";
import { staffInputSchema, staffRoles } from "@shared/api/admin/staff";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { Field, SelectField } from "~/components/ui/field";
import { useForm } from "~/lib/use-form";
import { saveStaff } from "../../api/staff";
import { roleNames } from "../../screens";
import { roleDuties } from "../../staff-model";

export const roleOptions = staffRoles.map((role) => ({ value: role, label: roleNames[role] }));

/**
 * Adds a member by the e-mail they sign in with (they need an account on the shop first; the
 * server says so otherwise). An e-mail already on the staff gets the role chosen.
 */
export function AddStaffForm({
  staff,
  onSaved,
}: {
  staff: readonly StaffEntry[];
  onSaved: (member: StaffEntry, wasOnStaff: boolean) => void;
}) {
  const form = useForm({
    schema: staffInputSchema,
    resetOnDone: true,
    async submit(values) {
      const member = await saveStaff(values);
      onSaved(
        member,
        staff.some((entry) => entry.uid === member.uid),
      );
      return member;
    },
  });
  return (
    <section
      aria-labelledby="add-staff"
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="add-staff" className="text-lg font-bold text-stone-900">
        Add a member of staff
      </h2>
      <form {...form.props} className="flex flex-col gap-4">
        <Field
          label="E-mail address"
          type="email"
          autoComplete="off"
          spellCheck={false}
          hint="The address they sign in to the shop with."
          {...form.field("email")}
        />
        <SelectField
          label="Role"
          options={roleOptions}
          defaultValue="packer"
          hint={<RoleDuties />}
          {...form.field("role")}
        />
        <FormAlert state={form.state} />
        <SubmitButton pending={form.pending} pendingLabel="Adding…" className="self-start">
          Add to staff
        </SubmitButton>
      </form>
    </section>
  );
}

/** What each role may do, under the list of roles. */
export function RoleDuties() {
  return (
    <>
      {roleOptions.map(({ value, label }) => (
        <span key={value} className="block">
          <strong className="font-semibold text-stone-800">{label}:</strong> {roleDuties[value]}
        </span>
      ))}
    </>
  );
}
