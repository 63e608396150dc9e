import { problemAnswerSchema, type Problem, type ProblemInput } from "@shared/api/problems";
import { dataOrThrow } from "~/lib/api-failure";
import { shopApi, type ShopApi } from "~/lib/shop-api";

/** POST /api/problems: the customer's report of a problem with a shipped box. */
export async function reportProblem(input: ProblemInput, api: ShopApi = shopApi): Promise<Problem> {
  return dataOrThrow(await api.request("POST", "/api/problems", problemAnswerSchema, input))
    .problem;
}
