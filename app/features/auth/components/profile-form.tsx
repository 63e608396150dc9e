import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { Field } from "~/components/ui/field";
import { useForm } from "~/lib/use-form";
import { updateUserProfile } from "../api/update-user-profile";
import { useAuth } from "../auth-provider";
import { profileSchema } from "../schemas";
import type { SessionUser } from "../session-user";

export const PROFILE_MESSAGES = {
  saved: "Profile updated successfully!",
  failed: "Failed to update profile.",
} as const;

/** The profile edit form: Name (required) and Photo URL (http(s) only, or empty), Save Changes. */
export function ProfileForm({ user, onSaved }: { user: SessionUser; onSaved: () => void }) {
  const { store, loading } = useAuth();
  const form = useForm({
    schema: profileSchema,
    async submit(values) {
      // Spec §4: loading goes true while a profile update runs.
      store.beginProfileUpdate();
      try {
        store.endProfileUpdate(await updateUserProfile(values));
      } catch (error) {
        store.endProfileUpdate();
        throw error;
      }
      onSaved();
    },
    failure(error) {
      console.warn("Profile update failed", error);
      return PROFILE_MESSAGES.failed;
    },
  });
  const saving = form.pending || loading;

  return (
    <form
      {...form.props}
      aria-label="Edit profile"
      className="flex min-w-0 flex-col gap-5 rounded-3xl border border-amber-200 bg-white p-6 shadow-sm"
    >
      <Field
        label="Name"
        autoComplete="name"
        required
        defaultValue={user.displayName ?? ""}
        {...form.field("displayName")}
      />
      <Field
        label="Photo URL"
        type="url"
        inputMode="url"
        placeholder="https://…"
        defaultValue={user.photoURL ?? ""}
        hint="Leave it empty to show the default picture."
        {...form.field("photoURL")}
      />
      <FormAlert state={form.state} />
      <SubmitButton pending={saving} pendingLabel="Saving…" className="self-start">
        Save Changes
      </SubmitButton>
    </form>
  );
}
