// The back office in `npm run bench` (issue 27): an owner whose session is stored in the browser
// opens Today, the packing list, a customer and the numbers, each cold, measured as the signed-in
// pages are (measure.ts: Lighthouse with the stored session, and Playwright with DevTools
// throttling), on the same phone profile. With BENCH_SIZE=50000 the shop's database is seeded
// first (`npm run shop -- seed`), so the pages are measured at the size of a successful shop.

/** The uid of the bench's owner, named in the bench server's OWNER_UIDS. */
export const BENCH_OWNER = {
  uid: "bench-shop-owner",
  email: "owner@bench-petbox.example",
  password: "Kibble123",
  displayName: "Bench Owner",
} as const;

export const BACK_OFFICE_BUDGET = { mainContentMs: 2500 } as const;

export interface BackOfficePage {
  name: string;
  path: string;
  /** The screen's heading once its data is shown: anything else (an error) is a miss. */
  heading: string | RegExp;
}

/** The pages, the customer's address filled in once a customer is known. */
export function backOfficePages(customer: { uid: string; name: string } | null): BackOfficePage[] {
  return [
    { name: "today", path: "/admin", heading: "Today" },
    { name: "packing", path: "/admin/packing", heading: "Packing" },
    ...(customer
      ? [
          {
            name: "customer",
            path: `/admin/customers/${encodeURIComponent(customer.uid)}`,
            heading: customer.name,
          },
        ]
      : []),
    { name: "numbers", path: "/admin/numbers", heading: "Numbers" },
  ];
}

/** Makes the bench's owner in the Auth Emulator (with the uid OWNER_UIDS names). */
export async function createBenchOwner(emulatorPort: number): Promise<void> {
  const response = await fetch(
    `http://127.0.0.1:${emulatorPort}/identitytoolkit.googleapis.com/v1/projects/demo-petbox/accounts`,
    {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({ localId: BENCH_OWNER.uid, ...BENCH_OWNER }),
    },
  );
  if (!response.ok) throw new Error(`bench owner: ${response.status} ${await response.text()}`);
}

async function ownerToken(emulatorPort: number): Promise<string> {
  const response = await fetch(
    `http://127.0.0.1:${emulatorPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...BENCH_OWNER, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`bench owner token: ${response.status}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/**
 * A customer to open: the first the back office's search finds for `query` (a seeded shop's
 * customers), else none (an empty shop has no customer page worth measuring).
 */
export async function benchCustomer(
  appOrigin: string,
  emulatorPort: number,
  query: string,
): Promise<{ uid: string; name: string } | null> {
  const response = await fetch(`${appOrigin}/api/admin/customers?q=${encodeURIComponent(query)}`, {
    headers: { authorization: `Bearer ${await ownerToken(emulatorPort)}` },
  });
  if (!response.ok) throw new Error(`customer search: ${response.status} ${await response.text()}`);
  const answer = (await response.json()) as {
    customers: { uid: string; name: string | null; email: string | null }[];
  };
  const found = answer.customers[0];
  return found ? { uid: found.uid, name: found.name ?? found.email ?? "Customer" } : null;
}

/** Whether the heading a run recorded is the screen's own (not a failure or a spinner's). */
export const showsScreen = (page: BackOfficePage, heading: string | null): boolean =>
  heading !== null &&
  (typeof page.heading === "string" ? heading === page.heading : page.heading.test(heading));
