import { and, desc, eq } from "drizzle-orm";
import { giftClaimInputSchema, giftInputSchema, type GiftInput } from "../../shared/api/gifts";
import { petInputSchema } from "../../shared/api/pets";
import { shopBankDetails } from "../../shared/shop/bank-details";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";
import { createGiftMailsJob } from "../jobs/gift-mails";
import { claimGift } from "../services/gift-claims";
import { recordGift, startGift, type GiftDeps } from "../services/gifts";
import { createPet } from "../services/pets";
import { recordTransfer } from "../services/transfers";
import { catalogue } from "./app";
import { checkoutDeps, home } from "./commerce";

type Run = <T>(work: (db: Db) => Promise<T>) => Promise<T>;

/** POST /api/gifts's two steps (decision 274) run one after the other, as the route does. */
async function createGift(
  db: Db,
  deps: GiftDeps,
  buyer: { uid: string; email: string },
  input: GiftInput,
) {
  const started = await startGift(db, deps, buyer, input);
  return started.ok ? recordGift(db, deps, buyer, started.value) : started;
}

const support = { uid: "gift-support", email: "support@petbox.example", role: "support" as const };

/**
 * A gift given by `buyer` on `at` (no address: the recipient gives it), paid by transfer the
 * same instant and its e-mail sent by the gift job: the gift's id, its order and the claim token
 * read from the e-mail.
 */
export async function giveAndSend(
  run: Run,
  at: string,
  buyer: { uid: string; email: string },
  recipientEmail: string,
  deliveries: 3 | 6 | 12 = 3,
) {
  const now = () => new Date(at);
  const deps = { ...checkoutDeps({ now }), bankDetails: shopBankDetails };
  const made = await run((db) =>
    createGift(
      db,
      deps,
      buyer,
      giftInputSchema.parse({
        boxId: 1,
        deliveries,
        recipientName: "Bea Lane",
        recipientEmail,
        message: "For Pixel",
      }),
    ),
  );
  if (!made.ok) throw new Error(JSON.stringify(made));
  const paid = await run((db) =>
    recordTransfer(
      db,
      { timeZone: "UTC", shopUrl: deps.shopUrl },
      support,
      made.value.order.id,
      now(),
    ),
  );
  if (!paid.ok) throw new Error(JSON.stringify(paid));
  await createGiftMailsJob({
    run,
    timeZone: "UTC",
    catalogue,
    shopUrl: deps.shopUrl,
    clock: now,
  }).runOnce();
  const [mail] = await run((db) =>
    db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.kind, "gift_sent"), eq(outbox.recipientEmail, recipientEmail)))
      .orderBy(desc(outbox.id))
      .limit(1),
  );
  const token = /\/gift\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error("no gift e-mail with a claim link");
  return { giftId: made.value.gift.id, orderId: made.value.order.id, token };
}

/** The recipient `uid` claims the gift for a new cat of theirs at `home`, on `at`. */
export async function claimFor(run: Run, at: string, uid: string, token: string) {
  const pet = await run((db) =>
    createPet(db, uid, petInputSchema.parse({ name: "Pixel", species: "cat" })),
  );
  if (!pet.ok) throw new Error(pet.message);
  const claimed = await run((db) =>
    claimGift(
      db,
      { catalogue, timeZone: "UTC", now: () => new Date(at) },
      { uid },
      token,
      giftClaimInputSchema.parse({ petId: pet.value.id, address: home }),
    ),
  );
  if (!claimed.ok) throw new Error(JSON.stringify(claimed));
  return claimed.value;
}
