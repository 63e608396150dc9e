import { useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { updateUserProfile } from "../api/update-user-profile";
import { useAuth } from "../auth-provider";
import { fieldErrors, profileSchema } from "../schemas";
import type { SessionUser } from "../session-user";

type Field = "displayName" | "photoURL";

/** The profile edit form: Name (required) and Photo URL (http(s) only), Save Changes. */
export function ProfileForm({
  user,
  onDone,
}: {
  user: SessionUser;
  onDone: (outcome: "saved" | "failed") => void;
}) {
  const { store, loading } = useAuth();
  const [displayName, setDisplayName] = useState(user.displayName ?? "");
  const [photoURL, setPhotoURL] = useState(user.photoURL ?? "");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const photoRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = profileSchema.safeParse({ displayName, photoURL });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error) as Partial<Record<Field, string>>;
      setErrors(found);
      (found.displayName ? nameRef : photoRef).current?.focus();
      return;
    }
    setErrors({});
    // Spec §4: loading goes true while a profile update runs.
    store.beginProfileUpdate();
    try {
      const updated = await updateUserProfile(parsed.data);
      store.endProfileUpdate(updated);
      onDone("saved");
    } catch (error) {
      console.warn("Profile update failed", error);
      store.endProfileUpdate();
      onDone("failed");
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Edit profile"
      className="flex flex-col gap-5 rounded-3xl border border-amber-200 bg-white p-6 shadow-sm"
    >
      <TextField
        ref={nameRef}
        label="Name"
        name="displayName"
        autoComplete="name"
        required
        value={displayName}
        error={errors.displayName}
        onChange={(event) => setDisplayName(event.target.value)}
      />
      <TextField
        ref={photoRef}
        label="Photo URL"
        name="photoURL"
        type="url"
        inputMode="url"
        placeholder="https://…"
        value={photoURL}
        error={errors.photoURL}
        onChange={(event) => setPhotoURL(event.target.value)}
      />
      <Button type="submit" disabled={loading} className="self-start">
        {loading ? "Saving…" : "Save Changes"}
      </Button>
    </form>
  );
}
