import {
  adminProblemAnswerSchema,
  adminProblemsAnswerSchema,
  type AdminProblem,
  type AdminProblemsAnswer,
  type ResolveInput,
} from "@shared/api/admin/problems";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

export type { AdminProblem, AdminProblemsAnswer, ResolveInput };

/** GET /api/admin/problems: the open problems, oldest first, and the latest resolved. */
export async function getProblems(api: ShopApi = shopApi): Promise<AdminProblemsAnswer> {
  return dataOrThrow(await api.request("GET", "/api/admin/problems", adminProblemsAnswerSchema));
}

/** POST /api/admin/problems/:id/resolve (keyed by the client). */
export async function resolveProblem(
  id: number,
  input: ResolveInput,
  api: ShopApi = shopApi,
): Promise<AdminProblem> {
  return dataOrThrow(
    await api.request("POST", `/api/admin/problems/${id}/resolve`, adminProblemAnswerSchema, input),
  ).problem;
}
