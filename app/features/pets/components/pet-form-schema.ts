import { allergenTags } from "@shared/allergens";
import { petInputSchema } from "@shared/api/pets";
import { z } from "@shared/zod";

/**
 * The form's fields as the pet API's input: chips become tag lists, the two birthday lists one
 * "YYYY-MM" (half a date stays half, so the schema's message asks for both), empty choices null.
 */
function toPetInput(values: unknown): unknown {
  if (typeof values !== "object" || values === null) return values;
  const form = values as Record<string, unknown>;
  const chosen = (list: string) => allergenTags.filter((tag) => form[`${list}:${tag}`] === true);
  const month = typeof form.birthdayMonth === "string" ? form.birthdayMonth : "";
  const year = typeof form.birthdayYear === "string" ? form.birthdayYear : "";
  const orNull = (value: unknown) => (value === "" || value === undefined ? null : value);
  return {
    name: form.name,
    species: form.species,
    size: orNull(form.size),
    birthday: month === "" && year === "" ? null : `${year}-${month}`,
    allergies: chosen("allergies"),
    allergiesOther: form.allergiesOther ?? "",
    dislikes: chosen("dislikes"),
    dislikesOther: form.dislikesOther ?? "",
    chewing: orNull(form.chewing),
  };
}

/** The pet form's one schema: the server's own (decision 080) behind the form's field layout. */
export const petFormSchema = z.pipe(z.transform(toPetInput), petInputSchema);
