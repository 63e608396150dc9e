import { object, reader, string } from "../reader";
import file from "./support.json";

/**
 * Where customers write for help (issue 25 §8): the owner's data file, built into the app like the
 * other files of shared/shop/, so the prerendered /help page shows the address with no request.
 */
export interface SupportSettings {
  email: string;
}

const settingsReader = reader<SupportSettings>(
  object({ email: string((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) }),
);

/** Reads the settings, or throws naming the file. */
export function readSupportSettings(input: unknown): SupportSettings {
  const read = settingsReader.safeParse(input);
  if (!read.success) {
    throw new Error("shared/shop/support.json is not valid: email is an e-mail address.");
  }
  return read.data;
}

export const supportSettings: SupportSettings = /* @__PURE__ */ readSupportSettings(file);
