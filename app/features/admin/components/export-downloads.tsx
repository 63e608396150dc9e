import { useState } from "react";
import type { StaffRole } from "@shared/api/admin/staff";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { getExportCsv, type ExportKind } from "../api/exports";

/** Saves a Blob under `fileName`, as a link the browser follows (the API needs the token). */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the file after click() returns: let go of it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The owner's CSV files of a screen (issue 27, decision 252), one button each. Owners only: the
 * files are the shop's customer data, so support and packers see nothing here (the API refuses
 * them too).
 */
export function ExportDownloads({
  role,
  kinds,
}: {
  role: StaffRole;
  kinds: readonly ExportKind[];
}) {
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (role !== "owner") return null;
  async function download(kind: ExportKind) {
    setBusy(kind);
    setFailure(null);
    try {
      const { blob, fileName } = await getExportCsv(kind);
      save(blob, fileName);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  }
  return (
    <section aria-labelledby="export-downloads" className="flex flex-col gap-2">
      <h2 id="export-downloads" className="text-sm font-semibold text-stone-700">
        The whole shop&apos;s records, for a spreadsheet
      </h2>
      <div className="flex flex-wrap gap-2">
        {kinds.map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            size="sm"
            disabled={busy !== null}
            aria-busy={busy === kind}
            onClick={() => void download(kind)}
          >
            {busy === kind ? `Downloading ${kind}…` : `Download ${kind} (CSV)`}
          </Button>
        ))}
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </section>
  );
}
