import { exportPath, type ExportKind } from "@shared/api/admin/exports";
import { apiErrorSchema } from "@shared/api/errors";
import { currentIdToken } from "~/lib/id-token";

export type { ExportKind };

/** One of the owner's CSV files, read whole (a Blob to save), and the name the server gave it. */
export async function getExportCsv(kind: ExportKind): Promise<{ blob: Blob; fileName: string }> {
  const token = await currentIdToken();
  let response: Response;
  try {
    response = await fetch(exportPath(kind), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new Error(`The ${kind} file could not be downloaded: the shop did not answer.`);
  }
  if (!response.ok) {
    const refusal = apiErrorSchema.safeParse(await response.json().catch(() => null));
    throw new Error(
      refusal.success
        ? `The ${kind} file could not be downloaded: ${refusal.data.error.message}`
        : `The ${kind} file could not be downloaded just now. Please try again.`,
    );
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return { blob: await response.blob(), fileName: named?.[1] ?? `petbox-${kind}.csv` };
}
