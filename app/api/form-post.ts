import type { z } from "@shared/zod";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

/**
 * The call a form makes whose data the shop only stores (contact, newsletter): it posts the
 * body to `path` and resolves once the answer says it was stored. It rejects with an ApiFailure
 * when it was not, so the form keeps what was typed.
 */
export function formPost<Body>(path: string, stored: z.ZodMiniType<unknown>) {
  return async (body: Body, api: ShopApi = shopApi): Promise<void> => {
    dataOrThrow(await api.request("POST", path, stored, body));
  };
}
