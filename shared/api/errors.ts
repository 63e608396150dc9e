import { z } from "../zod";
import { apiErrorCodes } from "./error-body";

export {
  apiErrorCodes,
  fieldErrors,
  MAX_BODY_BYTES,
  NOT_AN_OBJECT,
  type ApiErrorCode,
} from "./error-body";

/** The body of every refusal of the shop API (error-body.ts says what it holds, decision 041). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(apiErrorCodes),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
