/**
 * Readers of JSON the browser receives before it can show a page (the catalogue, the API's
 * answers to a page's first reads, its error bodies), written without a schema library so a
 * page's first load does not carry zod (docs/decisions/205). A reader answers as the shared zod
 * schema it mirrors does: the same `success`, and the same `data` (unknown keys dropped).
 * `shared/api/answer-readers.test.ts` parses the same inputs with both and keeps them equal.
 *
 * A read is a function that returns the value read, or INVALID. Only what the mirrored schemas
 * use is here; a reader for a new answer is written with these, next to its schema's mirror.
 */
export const INVALID: unique symbol = Symbol("invalid");

export type Read<T> = ((input: unknown) => T | typeof INVALID) & { optionalKey?: true };

/** What the API client and the catalogue's loader call: zod's `safeParse` contract. */
export interface Reader<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

export function reader<T>(read: Read<T>): Reader<T> {
  return {
    safeParse(input) {
      const data = read(input);
      return data === INVALID ? { success: false } : { success: true, data };
    },
  };
}

/** z.string(), with the checks in `ok` (z.minLength, z.startsWith, z.regex…). */
export function string(ok: (value: string) => boolean = () => true): Read<string> {
  return (input) => (typeof input === "string" && ok(input) ? input : INVALID);
}

/** z.number(): finite numbers, with the checks in `ok`. */
export function number(ok: (value: number) => boolean = () => true): Read<number> {
  return (input) =>
    typeof input === "number" && Number.isFinite(input) && ok(input) ? input : INVALID;
}

/** z.number().check(z.int(), …): zod's integers are safe integers. */
export function int(ok: (value: number) => boolean = () => true): Read<number> {
  return number((value) => Number.isSafeInteger(value) && ok(value));
}

/** z.enum(values) or z.literal(value). */
export function oneOf<const T extends readonly (string | number | boolean)[]>(
  values: T,
): Read<T[number]> {
  return (input) => (values.includes(input as T[number]) ? (input as T[number]) : INVALID);
}

export function nullable<T>(read: Read<T>): Read<T | null> {
  return (input) => (input === null ? null : read(input));
}

/** z.optional(x) as an object's key: a missing key stays missing. */
export function optional<T>(read: Read<T>): Read<T | undefined> {
  return Object.assign((input: unknown) => (input === undefined ? undefined : read(input)), {
    optionalKey: true as const,
  });
}

/** z.array(item), at least `minLength` long. */
export function array<T>(item: Read<T>, minLength = 0): Read<T[]> {
  return (input) => {
    if (!Array.isArray(input) || input.length < minLength) return INVALID;
    const out: T[] = [];
    for (const element of input) {
      const value = item(element);
      if (value === INVALID) return INVALID;
      out.push(value);
    }
    return out;
  };
}

function isObject(input: unknown): input is Record<string, unknown> {
  return typeof input === "object" && input !== null && !Array.isArray(input);
}

/** z.object(shape): every key of `T` read by its reader; keys `T` does not name are dropped. */
export function object<T>(shape: { [K in keyof T]-?: Read<T[K]> }): Read<T> {
  const entries = Object.entries(shape) as [string, Read<unknown>][];
  return (input) => {
    if (!isObject(input)) return INVALID;
    const out: Record<string, unknown> = {};
    for (const [key, read] of entries) {
      if (read.optionalKey && !(key in input)) continue;
      const value = read(input[key]);
      if (value === INVALID) return INVALID;
      out[key] = value;
    }
    return out as T;
  };
}

/** z.record(z.string(), value) of a plain object. */
export function record<T>(value: Read<T>): Read<Record<string, T>> {
  return (input) => {
    if (!isObject(input) || Object.getPrototypeOf(input) !== Object.prototype) return INVALID;
    const out: Record<string, T> = {};
    for (const [key, element] of Object.entries(input)) {
      const read = value(element);
      if (read === INVALID) return INVALID;
      out[key] = read;
    }
    return out;
  };
}

/** z.record(z.enum(keys), value): every key of `keys`, and no other. */
export function recordOf<const K extends readonly string[], T>(
  keys: K,
  value: Read<T>,
): Read<Record<K[number], T>> {
  const read = record(value);
  return (input) => {
    const out = read(input);
    if (out === INVALID) return INVALID;
    const present = Object.keys(out);
    const complete =
      keys.every((key) => present.includes(key)) && present.every((key) => keys.includes(key));
    return complete ? (out as Record<K[number], T>) : INVALID;
  };
}

/** z.union([a, b, …]): the first that reads. */
export function either<T>(...reads: Read<T>[]): Read<T> {
  return (input) => {
    for (const read of reads) {
      const value = read(input);
      if (value !== INVALID) return value;
    }
    return INVALID;
  };
}

/** x.check(z.refine(ok)) or z.superRefine: `read`, then a rule over the whole value. */
export function refine<T>(read: Read<T>, ok: (value: T) => boolean): Read<T> {
  return (input) => {
    const value = read(input);
    return value !== INVALID && ok(value) ? value : INVALID;
  };
}

/** z.null(): a 204's body. */
export const nothing: Read<null> = (input) => (input === null ? null : INVALID);

// The checks the mirrored schemas use most (z.minLength(1), z.positive(), z.nonnegative(), and a
// list without repeats), for `string`, `int`, `number` and `refine`.
export const nonEmpty = (value: string) => value.length >= 1;
export const positive = (value: number) => value > 0;
export const nonNegative = (value: number) => value >= 0;
export const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
