import { useRef, useState } from "react";
import { Link } from "react-router";
import type { AffectedBox, Pet } from "@shared/api/pets";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { paths } from "~/config/paths";
import { deletePet } from "~/api/pets";
import { ApiFailure } from "~/lib/api-failure";
import { useRevalidatedData } from "~/lib/route-data";
import { AffectedBoxes } from "./affected-boxes";
import { PetCard } from "./pet-card";
import { PetFormLater as PetForm } from "./pet-form-later";
import { TitledSection } from "~/components/ui/titled-section";

const DELETE_FAILED = "Your pet could not be deleted just now. Please try again.";

/**
 * /pets (issue 12): the account's pets as cards, with add, edit in place and delete after a
 * question. A pet a live subscription uses is not deleted: the server's reason shows on its card.
 * After each change the route loads the pets again; the change shows at once meanwhile.
 */
export function PetsView({
  pets: loaded,
  remove = deletePet,
}: {
  /** The account's pets, from the route's loader. */
  pets: Pet[];
  remove?: (id: number) => Promise<void>;
}) {
  const [pets, written] = useRevalidatedData(loaded);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [affected, setAffected] = useState<{ petName: string; boxes: AffectedBox[] } | null>(null);
  const [deleting, setDeleting] = useState<Pet | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ id: number; message: string; inUse: boolean } | null>(
    null,
  );
  const noticeRef = useRef<HTMLDivElement>(null);

  function announce(message: string, changed: typeof affected = null) {
    setNotice(message);
    setAffected(changed);
    setEditing(null);
    // The form that had focus is gone: the notice takes it, so keyboard users are not lost.
    requestAnimationFrame(() => noticeRef.current?.focus());
  }

  function startEditing(target: number | "new") {
    setEditing(target);
    setNotice(null);
    setAffected(null);
    setRefusal(null);
  }

  async function confirmDelete() {
    if (!deleting || busy) return;
    const pet = deleting;
    setBusy(true);
    try {
      await remove(pet.id);
      written((list) => list.filter((each) => each.id !== pet.id));
      setDeleting(null);
      announce(`${pet.name} was deleted.`);
    } catch (error) {
      setDeleting(null);
      setRefusal({
        id: pet.id,
        message: error instanceof ApiFailure ? error.message : DELETE_FAILED,
        inUse: error instanceof ApiFailure && error.result.kind === "conflict",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div
        ref={noticeRef}
        tabIndex={-1}
        aria-live="polite"
        className="empty:hidden focus:outline-none"
      >
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {affected ? (
          <div className="mt-4">
            <AffectedBoxes petName={affected.petName} boxes={affected.boxes} />
          </div>
        ) : null}
      </div>

      {editing === "new" ? (
        <TitledSection
          id="add-pet-title"
          title="Add a pet"
          className="rounded-3xl border border-amber-200 bg-white p-5 shadow-sm sm:p-8"
          titleClassName="mb-6 text-2xl font-bold text-stone-900"
        >
          <PetForm
            onSaved={(pet) => {
              written((list) => [...list, pet]);
              announce(`${pet.name} was added.`);
            }}
            onCancel={() => setEditing(null)}
          />
        </TitledSection>
      ) : pets.length > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-stone-700">
            {pets.length === 1 ? "1 pet" : `${pets.length} pets`} in your account.
          </p>
          <Button onClick={() => startEditing("new")}>Add a pet</Button>
        </div>
      ) : null}

      {pets.length === 0 && editing !== "new" ? (
        <section
          aria-labelledby="no-pets"
          className="flex flex-col items-center gap-4 rounded-3xl border border-amber-200 bg-white px-6 py-12 text-center shadow-sm"
        >
          <p className="text-5xl" aria-hidden="true">
            🐾
          </p>
          <h2 id="no-pets" className="text-2xl font-bold text-stone-900">
            No pets yet
          </h2>
          <p className="max-w-md text-stone-700">
            Tell us about your cat or dog: each box then goes to the right pet, and we warn you when
            a box holds something your pet is allergic to.
          </p>
          <Button onClick={() => startEditing("new")}>Add a pet</Button>
        </section>
      ) : null}

      {pets.length > 0 ? (
        <ul aria-label="Your pets" className="grid gap-5 md:grid-cols-2">
          {pets.map((pet) =>
            editing === pet.id ? (
              <li key={pet.id} className="md:col-span-2">
                <section
                  aria-labelledby={`edit-pet-${pet.id}`}
                  className="rounded-3xl border border-amber-200 bg-white p-5 shadow-sm sm:p-8"
                >
                  <h2
                    id={`edit-pet-${pet.id}`}
                    className="mb-6 text-2xl font-bold wrap-anywhere text-stone-900"
                  >
                    Edit {pet.name}
                  </h2>
                  <PetForm
                    pet={pet}
                    onSaved={(saved, boxes) => {
                      written((list) => list.map((each) => (each.id === saved.id ? saved : each)));
                      announce(`${saved.name} was saved.`, { petName: saved.name, boxes });
                    }}
                    onCancel={() => setEditing(null)}
                  />
                </section>
              </li>
            ) : (
              <li key={pet.id}>
                <PetCard
                  pet={pet}
                  onEdit={() => startEditing(pet.id)}
                  onDelete={() => {
                    setRefusal(null);
                    setNotice(null);
                    setDeleting(pet);
                  }}
                >
                  {refusal?.id === pet.id ? (
                    <Alert tone="error">
                      {refusal.message}{" "}
                      {refusal.inUse ? (
                        <Link to={paths.accountSubscriptions()} className="font-semibold underline">
                          Manage subscriptions
                        </Link>
                      ) : null}
                    </Alert>
                  ) : null}
                </PetCard>
              </li>
            ),
          )}
        </ul>
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete ${deleting.name}?` : "Delete this pet?"}
        description="Their profile, allergies and dislikes are removed from your account. This cannot be undone."
        confirmLabel="Delete"
        cancelLabel="Keep"
        pendingLabel="Deleting…"
        destructive
        pending={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
