import type { Code, CodeInput, CodePatch } from "@shared/api/codes";
import { formatCents } from "@shared/commerce/cents";
import { z } from "@shared/zod";

// The Codes screen's form and words (decision 267). The form reads strings; the server's own
// schema checks the values and its messages land beside the fields.

/** A whole number typed, or what was typed (the server then says what it wants). */
const wholeOrRaw = (text: string) => {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : trimmed;
};

/** Dollars typed ("5" or "4.99") as cents, or what was typed. */
const centsOrRaw = (text: string) => {
  const trimmed = text.trim().replace(/^\$/, "");
  if (trimmed === "") return undefined;
  const found = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(trimmed);
  if (!found) return trimmed;
  return Number(found[1]) * 100 + Number((found[2] ?? "0").padEnd(2, "0"));
};

const text = z.optional(z.string());

/** Prefixes of the restriction pickers' checkboxes: "box:3", "plan:prepay-6". */
export const BOX_PICK = "box:";
export const PLAN_PICK = "plan:";

/** The ticked pickers' ids (each checkbox reads as true or false). */
const picked = (values: Record<string, unknown>, prefix: string) =>
  Object.entries(values)
    .filter(([name, ticked]) => name.startsWith(prefix) && ticked === true)
    .map(([name]) => name.slice(prefix.length));

export const codeFormSchema = z.pipe(
  z.transform((values: Record<string, unknown>) => ({
    ...values,
    boxIds: picked(values, BOX_PICK),
    planIds: picked(values, PLAN_PICK),
  })),
  z.pipe(
    z.object({
      code: z.string(),
      kind: z.enum(["percent", "amount"]),
      value: z.string(),
      duration: z.enum(["first", "months"]),
      months: text,
      startsOn: text,
      endsOn: text,
      maxUses: text,
      oncePerCustomer: z.optional(z.boolean()),
      boxIds: z.array(z.string()),
      planIds: z.array(z.string()),
    }),
    z.transform((form): CodeInput => {
      const value = form.kind === "percent" ? wholeOrRaw(form.value) : centsOrRaw(form.value);
      return {
        code: form.code,
        ...(form.kind === "percent"
          ? { percentOff: value as number }
          : { amountOff: value as number }),
        firstBoxOnly: form.duration === "first",
        ...(form.duration === "months" ? { months: wholeOrRaw(form.months ?? "") as number } : {}),
        startsOn: form.startsOn?.trim() || null,
        endsOn: form.endsOn?.trim() || null,
        maxUses: (wholeOrRaw(form.maxUses ?? "") as number | undefined) ?? null,
        oncePerCustomer: form.oncePerCustomer ?? false,
        boxIds: form.boxIds,
        planIds: form.planIds,
      };
    }),
  ),
);

/**
 * The Edit dialog's form (PATCH /api/admin/codes/:code): the last day and the limit, each
 * removed when left empty.
 */
export const codeEditSchema = z.pipe(
  z.object({ endsOn: text, maxUses: text }),
  z.transform((form): CodePatch => ({
    endsOn: form.endsOn?.trim() || null,
    maxUses: (wholeOrRaw(form.maxUses ?? "") as number | undefined) ?? null,
  })),
);

/** "Boxes: Cozy Cat Corner, …" with the catalogue's names (an id it no longer has as is). */
export const restrictionText = (
  ids: readonly string[],
  named: readonly { id: string; name: string }[],
) => ids.map((id) => named.find((each) => each.id === id)?.name ?? id).join(", ");

/** "10% off" or "$5.00 off". */
export const codeAmountText = (code: Code) =>
  code.percentOff !== null ? `${code.percentOff}% off` : `${formatCents(code.amountOff ?? 0)} off`;

/** "First box only" or "Every box for 3 months". */
export const codeDurationText = (code: Code) =>
  code.firstBoxOnly || code.months === null
    ? "First box only"
    : `Every box for ${code.months === 1 ? "1 month" : `${code.months} months`}`;

/** "Any day", "From 2026-12-01", "Until 2026-12-31", "2026-12-01 to 2026-12-31". */
export function codeDatesText(code: Code) {
  if (code.startsOn && code.endsOn) return `${code.startsOn} to ${code.endsOn}`;
  if (code.startsOn) return `From ${code.startsOn}`;
  if (code.endsOn) return `Until ${code.endsOn}`;
  return "Any day";
}

/** "3 of 100 used", "3 used". */
export const codeUsesText = (code: Code) =>
  code.maxUses === null ? `${code.uses} used` : `${code.uses} of ${code.maxUses} used`;
