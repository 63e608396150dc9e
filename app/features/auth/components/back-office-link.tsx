import { useEffect, useState } from "react";
import { ButtonLink } from "~/components/ui/button";
import { currentIdToken } from "~/lib/id-token";

// Written out rather than imported from the staff API's schemas: this runs on the profile page,
// and the claim is only a hint (decision 241).
const ROLES = ["owner", "support", "packer"];

/**
 * The `staffRole` custom claim in an ID token's payload, unverified: it only decides whether the
 * profile shows the way to the back office, which checks the staff table on every request.
 */
export function staffRoleOf(idToken: string | null): string | null {
  try {
    const payload = idToken?.split(".")[1];
    if (!payload) return null;
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const claims = JSON.parse(atob(base64)) as { staffRole?: unknown };
    return typeof claims.staffRole === "string" && ROLES.includes(claims.staffRole)
      ? claims.staffRole
      : null;
  } catch {
    return null; // not a JWT we can read: no link, as for a customer
  }
}

/** "Back office (support)" for a member of staff, as their ID token says; nothing otherwise. */
export function BackOfficeLink({ uid }: { uid: string }) {
  const [role, setRole] = useState<{ uid: string; role: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    currentIdToken().then(
      (token) => live && setRole({ uid, role: staffRoleOf(token) }),
      () => live && setRole({ uid, role: null }),
    );
    return () => {
      live = false;
    };
  }, [uid]);
  if (!role?.role || role.uid !== uid) return null;
  return (
    <ButtonLink to="/admin" variant="secondary">
      Back office ({role.role})
    </ButtonLink>
  );
}
