import { Hono } from "hono";
import {
  giftClaimInputSchema,
  giftInputSchema,
  giftPatchSchema,
  type GiftChangedAnswer,
  type GiftAnswer,
  type GiftClaimAnswer,
  type GiftClaimedAnswer,
  type GiftsAnswer,
} from "../../shared/api/gifts";
import { shopBankDetails } from "../../shared/shop/bank-details";
import type { RouteDeps } from "../api-deps";
import { requireUser } from "../auth/request-user";
import { idempotent } from "../http/idempotency";
import { declaredSize, jsonBody } from "../http/json-body";
import { writeLimit } from "../http/write-limit";
import {
  abandonGift,
  changeGiftAddress,
  listGifts,
  recordGift,
  resendGift,
  startGift,
  type GiftDeps,
} from "../services/gifts";
import { apiError } from "../http/api-error";
import { answerOf, refusalAnswer, startThenRecord } from "./answers";
import { claimGift, giftOfToken } from "../services/gift-claims";

/**
 * POST /api/gifts and GET /api/gifts (issue 28, decision 269): a signed-in buyer gives a number
 * of boxes; every price is the server's. The claim (GET/POST /api/gifts/claim/:token) is
 * the recipient's.
 */
export function giftRoutes(deps: RouteDeps) {
  const giftDeps: GiftDeps = {
    catalogue: deps.catalogue,
    plans: deps.plans,
    payments: deps.payments,
    timeZone: deps.timeZone,
    shopUrl: deps.shopUrl,
    shopNotifyEmail: deps.shopNotifyEmail ?? null,
    now: () => new Date(deps.clock()),
    bankDetails: shopBankDetails,
  };
  return new Hono()
    .get("/", requireUser(deps.tokens), async (c) => {
      const { uid } = c.var.user;
      const gifts = await deps.database.use("gifts.list", (db) => listGifts(db, giftDeps, uid));
      return c.json({ gifts } satisfies GiftsAnswer);
    })
    .get("/claim/:token", async (c) => {
      const token = c.req.param("token");
      const found = await deps.database.use("gifts.claim.read", (db) =>
        giftOfToken(db, deps.catalogue, token),
      );
      if (!found.ok) {
        const { status, body } = refusalAnswer(found);
        return c.json(body, status as 404);
      }
      return c.json({ gift: found.value } satisfies GiftClaimAnswer);
    })
    .post(
      "/claim/:token",
      writeLimit(deps.rateLimit, "gifts.claim", deps.trustProxyHops),
      declaredSize(),
      requireUser(deps.tokens),
      jsonBody(giftClaimInputSchema),
      idempotent(deps.idempotency),
      async (c) => {
        const input = c.req.valid("json");
        const token = c.req.param("token");
        const { uid } = c.var.user;
        return c.var.writeOnce("gifts.claim", async (db) =>
          answerOf(
            await claimGift(db, giftDeps, { uid }, token, input),
            201,
            (subscription): GiftClaimedAnswer => ({ subscription }),
          ),
        );
      },
    )
    .post(
      "/:id/resend",
      writeLimit(deps.rateLimit, "gifts.resend", deps.trustProxyHops),
      requireUser(deps.tokens),
      idempotent(deps.idempotency),
      async (c) => {
        const id = giftId(c.req.param("id"));
        if (id === null)
          return apiError(c, 404, "not_found", "There is no such gift in your account.");
        const { uid } = c.var.user;
        return c.var.writeOnce("gifts.resend", async (db) =>
          answerOf(await resendGift(db, giftDeps, uid, id), 200, (gift): GiftChangedAnswer => ({
            gift,
          })),
        );
      },
    )
    .patch(
      "/:id",
      writeLimit(deps.rateLimit, "gifts.change", deps.trustProxyHops),
      declaredSize(),
      requireUser(deps.tokens),
      jsonBody(giftPatchSchema),
      idempotent(deps.idempotency),
      async (c) => {
        const id = giftId(c.req.param("id"));
        if (id === null)
          return apiError(c, 404, "not_found", "There is no such gift in your account.");
        const { uid } = c.var.user;
        const { address } = c.req.valid("json");
        return c.var.writeOnce("gifts.change", async (db) =>
          answerOf(
            await changeGiftAddress(db, giftDeps, uid, id, address),
            200,
            (gift): GiftChangedAnswer => ({ gift }),
          ),
        );
      },
    )
    .post(
      "/",
      writeLimit(deps.rateLimit, "gifts", deps.trustProxyHops),
      declaredSize(),
      requireUser(deps.tokens),
      jsonBody(giftInputSchema),
      idempotent(deps.idempotency),
      async (c) => {
        const input = c.req.valid("json");
        const { uid, email } = c.var.user;
        const buyer = { uid, email };
        // As checkout (decision 175): a card payment is started first, outside every
        // transaction, and the gift written after, in the Idempotency-Key's (decision 274).
        return startThenRecord(
          c.var.writeOnce,
          "gifts.create",
          {
            start: () =>
              deps.database.use("gifts.start", (db) => startGift(db, giftDeps, buyer, input)),
            record: (db, started) => recordGift(db, giftDeps, buyer, started),
            abandon: (started) => abandonGift(giftDeps, started),
          },
          (value): GiftAnswer => value,
        );
      },
    );
}

/** A gift's id from the path: a positive whole number, or null (no such gift, 404). */
function giftId(raw: string): number | null {
  return /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}
