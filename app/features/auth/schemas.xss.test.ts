import { describe, expect, it } from "vitest";
import { fieldErrors } from "@shared/api/errors";
import { HOSTILE_HTTP_PHOTO_URLS, XSS_PAYLOADS } from "../../../tests/support/xss-corpus";
import { PHOTO_URL_MESSAGE, profileSchema, registerSchema } from "./schemas";
import { validRegistration } from "./test-registration";

// Every payload of the XSS corpus as a photo address, on the two forms that take one: refused
// with the form's message, while an http(s) address, however hostile its path or query, is a
// photo like any other (shown only as an <img> source; docs/decisions/190). The browser tests
// type the nastiest few (tests/e2e/security-xss.spec.ts).

describe("photo addresses from the XSS corpus", () => {
  it("none of the corpus is an http(s) address", () => {
    for (const payload of XSS_PAYLOADS) {
      const protocol = URL.canParse(payload.trim()) ? new URL(payload.trim()).protocol : null;
      expect(["http:", "https:"], payload).not.toContain(protocol);
    }
  });

  it("registration refuses every payload as the photo, with the form's message", () => {
    for (const payload of XSS_PAYLOADS) {
      const result = registerSchema.safeParse({ ...validRegistration, photoURL: payload });
      expect(result.success, payload).toBe(false);
      if (!result.success)
        expect(fieldErrors(result.error), payload).toEqual({ photoURL: PHOTO_URL_MESSAGE });
    }
  });

  it("the profile refuses every payload as the photo, with the form's message", () => {
    for (const payload of XSS_PAYLOADS) {
      const result = profileSchema.safeParse({ displayName: "Lena Fischer", photoURL: payload });
      expect(result.success, payload).toBe(false);
      if (!result.success)
        expect(fieldErrors(result.error), payload).toEqual({ photoURL: PHOTO_URL_MESSAGE });
    }
  });

  it("both take an http(s) address with a hostile path or query as it is", () => {
    for (const photoURL of HOSTILE_HTTP_PHOTO_URLS) {
      expect(registerSchema.parse({ ...validRegistration, photoURL }).photoURL).toBe(photoURL);
      expect(profileSchema.parse({ displayName: "Lena", photoURL }).photoURL).toBe(photoURL);
    }
  });

  it("both keep every payload as a name, as typed (trimmed): names are shown as text", () => {
    for (const payload of XSS_PAYLOADS) {
      const name = payload.replace(/\r\n|[\r\n]/g, " ");
      const photoURL = HOSTILE_HTTP_PHOTO_URLS[0]!;
      const registered = registerSchema.parse({
        ...validRegistration,
        firstName: name,
        lastName: name,
        photoURL,
      });
      expect(registered.firstName, payload).toBe(name.trim());
      expect(profileSchema.parse({ displayName: name, photoURL }).displayName, payload).toBe(
        name.trim(),
      );
    }
  });
});
