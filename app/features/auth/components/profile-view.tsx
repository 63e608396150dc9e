import { useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Avatar } from "~/components/ui/avatar";
import { Button, ButtonLink } from "~/components/ui/button";
import { paths } from "~/config/paths";
import { useAuth } from "../auth-provider";
import { BackOfficeLink } from "./back-office-link";
import { PROFILE_MESSAGES, ProfileForm } from "./profile-form";

/** /myprofile (spec §2, §4): photo, name, e-mail and photo URL, with an edit toggle. */
export function ProfileView() {
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (!user) return null;

  return (
    <div className="flex flex-col gap-8">
      <section
        aria-labelledby="profile-details"
        className="flex flex-col items-center gap-6 rounded-3xl border border-amber-200 bg-white p-6 text-center shadow-sm sm:flex-row sm:text-left"
      >
        <Avatar src={user.photoURL} alt="Your profile photo" size={112} />
        <div className="flex w-full min-w-0 flex-1 flex-col gap-2">
          <h2 id="profile-details" className="text-2xl font-bold wrap-anywhere text-stone-900">
            {user.displayName || "No name yet"}
          </h2>
          <dl className="grid gap-1 text-stone-700">
            <div className="flex flex-wrap justify-center gap-x-2 sm:justify-start">
              <dt className="font-semibold">Email:</dt>
              <dd className="min-w-0 break-all" data-testid="profile-email">
                {user.email}
              </dd>
            </div>
            <div className="flex flex-wrap justify-center gap-x-2 sm:justify-start">
              <dt className="font-semibold">Photo URL:</dt>
              <dd className="min-w-0 break-all" data-testid="profile-photo-url">
                {user.photoURL || "None"}
              </dd>
            </div>
          </dl>
        </div>
        <Button
          variant="secondary"
          aria-expanded={editing}
          onClick={() => {
            setEditing((open) => !open);
            setSaved(false);
          }}
        >
          {editing ? "Cancel Edit" : "Edit Profile"}
        </Button>
      </section>
      <nav aria-label="Your account" className="flex flex-wrap gap-3">
        <ButtonLink to={paths.accountSubscriptions()} variant="secondary">
          My subscriptions
        </ButtonLink>
        <ButtonLink to={paths.accountOrders()} variant="secondary">
          My orders
        </ButtonLink>
        <ButtonLink to={paths.accountGifts()} variant="secondary">
          My gifts
        </ButtonLink>
        <ButtonLink to={paths.pets()} variant="secondary">
          My pets
        </ButtonLink>
        <BackOfficeLink uid={user.uid} />
      </nav>
      <div aria-live="polite">
        {saved ? <Alert tone="success">{PROFILE_MESSAGES.saved}</Alert> : null}
      </div>
      {editing ? (
        <ProfileForm
          user={user}
          onSaved={() => {
            setSaved(true);
            setEditing(false);
          }}
        />
      ) : null}
    </div>
  );
}
