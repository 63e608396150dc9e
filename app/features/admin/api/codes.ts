import {
  codeAnswerSchema,
  codesAnswerSchema,
  type Code,
  type CodeInput,
  type CodePatch,
} from "@shared/api/codes";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

// Discount codes (owners only, decision 267).

/** GET /api/admin/codes: newest first, with their uses. */
export async function getCodes(api: ShopApi = shopApi): Promise<Code[]> {
  return dataOrThrow(await api.request("GET", "/api/admin/codes", codesAnswerSchema)).codes;
}

/** POST /api/admin/codes: a new code (the server refuses one taken, whatever its case). */
export async function createCode(input: CodeInput, api: ShopApi = shopApi): Promise<Code> {
  return dataOrThrow(await api.request("POST", "/api/admin/codes", codeAnswerSchema, input)).code;
}

/** PATCH /api/admin/codes/:code: switch it off or on, change its last day or its limit. */
export async function updateCode(
  code: string,
  patch: CodePatch,
  api: ShopApi = shopApi,
): Promise<Code> {
  return dataOrThrow(
    await api.request(
      "PATCH",
      `/api/admin/codes/${encodeURIComponent(code)}`,
      codeAnswerSchema,
      patch,
    ),
  ).code;
}
