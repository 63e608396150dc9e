// Steady load for the outage tests: `rate` requests a second, each sent on time whether or not
// the earlier ones were answered (an open model, as customers arrive), every answer kept.
import { randomUUID } from "node:crypto";
import { checkoutAnswerSchema } from "../../../shared/api/checkout";
import { petAnswerSchema } from "../../../shared/api/pets";
import { signUp } from "./emulator";
import { attempt, sleep, type Answer } from "./http";

export interface Outcome extends Answer {
  /** When it was sent and answered, ms since the epoch. */
  sentAt: number;
  answeredAt: number;
}

export function steadyLoad(rate: number, request: (i: number) => Promise<Answer>) {
  const outcomes: Outcome[] = [];
  const inFlight = new Set<Promise<void>>();
  const startedAt = Date.now();
  let on = true;
  let sent = 0;
  const loop = (async () => {
    while (on) {
      const due = Math.floor(((Date.now() - startedAt) * rate) / 1000);
      while (sent < due) {
        const sentAt = Date.now();
        const one = request(sent)
          .then((answer) => void outcomes.push({ ...answer, sentAt, answeredAt: Date.now() }))
          .finally(() => inFlight.delete(one));
        inFlight.add(one);
        sent += 1;
      }
      await sleep(5);
    }
  })();
  return {
    outcomes,
    /** Stops sending and waits for every answer. */
    async stop(): Promise<Outcome[]> {
      on = false;
      await loop;
      await Promise.all(inFlight);
      return outcomes;
    },
  };
}

export interface Customer {
  uid: string;
  idToken: string;
  petId: number;
}

/** Accounts on the Auth Emulator at `host`, each with a cat added through the shop's API. */
export async function customers(host: string, shopUrl: string, count: number): Promise<Customer[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const { uid, idToken } = await signUp(host);
      const answer = await attempt(shopUrl, "POST", "/api/pets", {
        body: { name: `Cat ${i}`, species: "cat" },
        headers: { authorization: `Bearer ${idToken}` },
      });
      if (answer.status !== 201) throw new Error(`POST /api/pets: ${answer.status} ${answer.body}`);
      return { uid, idToken, petId: petAnswerSchema.parse(JSON.parse(answer.body)).pet.id };
    }),
  );
}

/** One checkout of one box for the customer's cat, with its own Idempotency-Key. */
export function checkout(shopUrl: string, customer: Customer): Promise<Answer> {
  return attempt(shopUrl, "POST", "/api/checkout", {
    body: {
      lines: [{ boxId: 1, petId: customer.petId, quantity: 1 }],
      planId: "per-box",
      address: {
        fullName: "Cluster Customer",
        line1: "12 Main Street",
        city: "Springfield",
        region: "IL",
        postalCode: "62704",
        country: "US",
      },
    },
    headers: { authorization: `Bearer ${customer.idToken}`, "idempotency-key": randomUUID() },
  });
}

/** The order id of a 201 checkout answer. */
export const orderIdOf = (answer: Answer) =>
  checkoutAnswerSchema.parse(JSON.parse(answer.body)).order.id;
