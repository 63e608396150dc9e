// `npm run shop -- staff list | staff add <email> <role> | staff remove <email>` (issue 26,
// decision 222): the staff table, through the running server's socket or the database directly.
// Adding looks the account up by e-mail in Firebase Auth (the emulator when the app was built
// for it), as the back office's POST /api/admin/staff does.
import { readFileSync } from "node:fs";
import path from "node:path";
import { staffRoles, type StaffEntry, type StaffRole } from "../../shared/api/admin/staff";
import { EMULATOR_PROJECT_ID, type FirebaseSettings } from "../../shared/firebase-settings";
import { firebaseAccounts, type AccountDirectory } from "../auth/accounts";
import { ownerUids } from "../config";
import type { Database } from "../db/client";
import { ownerStaffAdd, ownerStaffList, ownerStaffRemove, staffSettingsFrom } from "../owner/staff";
import type { StaffSettings } from "../services/staff";
import { staffChangeOverSocket, staffListOverSocket } from "../owner/socket";

export const staffUsage = [
  "       npm run shop -- staff list",
  "       npm run shop -- staff add <email> owner|support|packer",
  "       npm run shop -- staff remove <email>",
].join("\n");

/** Runs `work` through the server's socket, or with a database of the command's own. */
export type WithStore = <T>(
  overSocket: (socketPath: string) => Promise<T>,
  direct: (database: Database) => Promise<T>,
) => Promise<T>;

/** The Firebase project the shop server accepts sign-ins of, found the way it finds it. */
function firebaseProject(env = process.env): string {
  let built: FirebaseSettings | null = null;
  try {
    const file = path.resolve(env.BUILD_DIR ?? "build", "firebase-settings.json");
    built = JSON.parse(readFileSync(file, "utf8")) as FirebaseSettings;
  } catch {
    built = null; // no build yet: the emulator's project, as the server in development
  }
  if (built?.mode === "emulator" && !env.FIREBASE_AUTH_EMULATOR_HOST) {
    env.FIREBASE_AUTH_EMULATOR_HOST = built.emulatorHost;
  }
  return (
    env.FIREBASE_PROJECT_ID ||
    env.VITE_FIREBASE_PROJECT_ID ||
    built?.projectId ||
    EMULATOR_PROJECT_ID
  );
}

/** `work` with the shop's Firebase accounts, closed after. */
async function withAccounts<T>(work: (accounts: AccountDirectory) => Promise<T>): Promise<T> {
  const accounts = firebaseAccounts({ projectId: firebaseProject() });
  try {
    return await work(accounts);
  } finally {
    await accounts.close();
  }
}

const findAccount = (email: string) => withAccounts((accounts) => accounts.findByEmail(email));

/** A change made with the database directly also mirrors the role's claim (decision 241). */
const withClaims = <T>(settings: StaffSettings, work: (settings: StaffSettings) => Promise<T>) =>
  withAccounts((accounts) => work({ ...settings, claims: accounts }));

function printStaff(rows: readonly StaffEntry[]) {
  if (rows.length === 0) {
    console.log("No staff yet: OWNER_UIDS brings in the first owner, or `staff add`.");
    return;
  }
  for (const row of rows) {
    const when = row.addedAt.replace("T", " ").slice(0, 16);
    const named = row.fromOwnerUids ? "  [OWNER_UIDS]" : "";
    console.log(
      `${row.role.padEnd(7)}  ${row.email}  (uid ${row.uid})  added ${when} UTC by ${row.addedBy}${named}`,
    );
  }
  console.log(`${rows.length} on the staff.`);
}

/**
 * `staff …` with its arguments (after "staff"): what to print, and the exit code (0 done,
 * 1 refused, 2 a usage mistake).
 */
export async function runStaffCommand(args: readonly string[], withStore: WithStore) {
  const settings = staffSettingsFrom(ownerUids(process.env.OWNER_UIDS));
  const [verb, email, role] = args;
  if (verb === "list" && args.length === 1) {
    const rows = await withStore(
      async (socketPath) => (await staffListOverSocket(socketPath)) as StaffEntry[],
      (database) => ownerStaffList(database, settings),
    );
    printStaff(rows);
    return 0;
  }
  if (verb === "add" && args.length === 3 && email && staffRoles.includes(role as StaffRole)) {
    const account = await findAccount(email);
    if (!account) {
      console.error(`Nobody signs in with ${email} yet: ask them to create an account first.`);
      return 1;
    }
    const change = { ...account, role: role as StaffRole };
    const answer = await withStore(
      (socketPath) => staffChangeOverSocket(socketPath, change),
      (database) =>
        withClaims(settings, (claimed) => ownerStaffAdd(database, account, change.role, claimed)),
    );
    (answer.done ? console.log : console.error)(answer.message);
    return answer.done ? 0 : 1;
  }
  if (verb === "remove" && args.length === 2 && email) {
    const answer = await withStore(
      (socketPath) => staffChangeOverSocket(socketPath, { remove: email }),
      (database) => withClaims(settings, (claimed) => ownerStaffRemove(database, email, claimed)),
    );
    (answer.done ? console.log : console.error)(answer.message);
    return answer.done ? 0 : 1;
  }
  return 2;
}
