import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Import directions of the architecture (../shared/ARCHITECTURE.md, beside this repository, and
// README.md's map): routes → features → components / lib / config → shared. No feature imports
// another; app/ and server/ never import each other. One zone per folder of app/features, so a
// new feature is covered the day it is created.
const features = readdirSync(new URL("./app/features/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const boundaryZones = [
  { target: "./app", from: "./server", message: "The browser app must not import server code." },
  { target: "./server", from: "./app", message: "The server must not import the browser app." },
  {
    target: "./shared",
    from: ["./app", "./server"],
    message: "shared/ depends on nothing of ours.",
  },
  {
    target: ["./app/components", "./app/lib", "./app/config"],
    from: ["./app/features", "./app/routes", "./app/api"],
    message: "Shared components, lib and config must not import features, routes or app/api.",
  },
  {
    target: "./app/api",
    from: ["./app/features", "./app/routes", "./app/components"],
    message: "app/api calls the shop's API for every screen; it imports no screen code.",
  },
  { target: "./app/features", from: "./app/routes", message: "Features must not import routes." },
  { target: "./app", from: "./app/routes", except: [], message: "Nothing imports routes/." },
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: "./app/features",
    except: [`./${feature}`],
    message: "A feature never imports another feature; compose them in a route.",
  })),
];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-*/**",
      ".react-router/**",
      "node_modules/**",
      "reports/**",
      "test-results/**",
      ".data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaryZones }],
      "import-x/no-cycle": "error",
      "import-x/no-named-as-default-member": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              message:
                "Import { z } from shared/zod.ts: it turns off zod's eval probe, which our CSP reports.",
            },
          ],
        },
      ],
    },
  },
  { files: ["shared/zod.ts"], rules: { "no-restricted-imports": "off" } },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // "#" links are required by the spec (footer placeholders, profile link).
      "jsx-a11y/anchor-is-valid": "off",
    },
  },
  {
    files: ["app/routes/**/*.tsx", "app/root.tsx"],
    rules: { "import-x/no-unused-modules": "off" },
  },
  {
    // A route's test renders the route module itself, with the harness beside the routes.
    files: ["app/routes/**/*.test.tsx", "app/routes/testing/**"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { zones: boundaryZones.filter((zone) => zone.message !== "Nothing imports routes/.") },
      ],
    },
  },
);
