// The Firebase SDK's browser build, for tests that need what a browser really stores. Under
// Vitest the package's `node` export wins, and its browserLocalPersistence keeps the session in
// memory; the browser build writes localStorage (jsdom's here). Loaded as CommonJS by path (the
// package does not export it), with @firebase/app from beside it, so both share one instance
// of the app registry.
import { createRequire } from "node:module";
import path from "node:path";
import type * as FirebaseApp from "firebase/app";
import type * as FirebaseAuth from "firebase/auth";

const fromHere = createRequire(import.meta.url);
const authRoot = path.dirname(
  createRequire(fromHere.resolve("firebase/package.json")).resolve("@firebase/auth/package.json"),
);
const fromAuth = createRequire(path.join(authRoot, "package.json"));

export const browserApp = fromAuth("@firebase/app") as typeof FirebaseApp;
export const browserAuth = fromAuth(
  path.join(authRoot, "dist/browser-cjs/index.js"),
) as typeof FirebaseAuth;
