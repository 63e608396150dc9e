import { describe, expect, it } from "vitest";
import { parseFirebaseSettings } from "./firebase-settings";

const production = {
  VITE_FIREBASE_API_KEY: "AIzaSyA-1234567890abcdef",
  VITE_FIREBASE_AUTH_DOMAIN: "petbox-shop.firebaseapp.com",
  VITE_FIREBASE_PROJECT_ID: "petbox-shop",
  VITE_FIREBASE_APP_ID: "1:1234567890:web:abcdef123456",
};

describe("parseFirebaseSettings", () => {
  it("uses the emulator with the demo project when nothing is set", () => {
    expect(parseFirebaseSettings({})).toMatchObject({
      mode: "emulator",
      projectId: "demo-petbox",
      emulatorHost: "127.0.0.1:9099",
    });
  });

  it("uses a real project when all four settings are set", () => {
    expect(parseFirebaseSettings(production)).toMatchObject({
      mode: "production",
      projectId: "petbox-shop",
      authDomain: "petbox-shop.firebaseapp.com",
    });
  });

  it("names the missing setting when only some are set", () => {
    const { VITE_FIREBASE_APP_ID: _omit, ...partial } = production;
    expect(() => parseFirebaseSettings(partial)).toThrow(/VITE_FIREBASE_APP_ID is not set/);
  });

  it("names the bad setting", () => {
    expect(() =>
      parseFirebaseSettings({ ...production, VITE_FIREBASE_AUTH_DOMAIN: "not a host" }),
    ).toThrow(/^VITE_FIREBASE_AUTH_DOMAIN must be a host name/);
  });

  it("checks the emulator host", () => {
    expect(() => parseFirebaseSettings({ VITE_FIREBASE_AUTH_EMULATOR_HOST: "nope" })).toThrow(
      /VITE_FIREBASE_AUTH_EMULATOR_HOST must be host:port/,
    );
  });
});
