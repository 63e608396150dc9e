import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, loadEnv } from "vite";
import { visualizer } from "rollup-plugin-visualizer";
import tsconfigPaths from "vite-tsconfig-paths";
import { parseFirebaseSettings, SettingsError } from "./shared/firebase-settings";
import { readSiteUrl, SiteUrlError } from "./shared/site-url";

/**
 * Our own modules that every page loads (everything app/root.tsx imports statically, however
 * deep) go into one "shell" chunk instead of half a dozen small shared chunks: each request on a
 * phone's first load costs its headers and a round trip (docs/decisions/007-performance.md).
 */
function shellChunk() {
  const root = path.resolve("app/root.tsx");
  const earlyResponse = path.resolve("app/lib/early-response.ts");
  const cardCheckout = path.resolve("app/features/checkout/card-checkout.ts");
  // Small modules that import no code of their own, each kept in a chunk of its own: left to the
  // bundler's merging of small chunks, they landed in chunks that pages which never run them
  // load (the pet form's labels and the forms' alert on /account/subscriptions; decision 204).
  const ownChunks = new Map(
    [
      ["pet-labels", "app/features/pets/pet-labels.ts"],
      ["legal-document", "app/components/layout/legal-document.tsx"],
      ["rating", "app/features/catalogue/rating.ts"],
      ["forms", "app/components/forms/form-alert.tsx"],
      // The dialog leaves the shell (the signed-out one loads when needed, decision 277): the
      // forms' outcome dialog brings it, so it is not with the alert and button every form shows.
      ["dialog", "app/components/forms/outcome-dialog.tsx"],
      ["dialog", "app/components/ui/dialog.tsx"],
      ["dialog", "app/components/ui/dialog-shell.tsx"],
      ["forms", "app/components/forms/submit-button.tsx"],
      // The cart's and checkout's box pictures: merged by size, they came with the not-found
      // page and the home page's reduced-motion hook (decision 224).
      ["thumbnail", "app/components/ui/thumbnail.tsx"],
      ["thumbnail", "app/components/ui/responsive-image.tsx"],
      // Kept together as before the back office: sharing the field with /admin split it from the
      // choice card, one more request and 1 KB more on checkout (decision 227).
      ["choice-card", "app/components/ui/choice-card.tsx"],
      ["choice-card", "app/components/ui/field.tsx"],
      // The forms' hook, with the field and choice card every form page reads beside it
      // (decision 277); left to the bundler, it was merged with the rating stars (decision 224).
      ["choice-card", "app/lib/use-form.ts"],
      // A signed-in page's frame: loading and failure states, the route's account data and the
      // sign-in guard, which every signed-in page reads together (decision 277).
      ["load-state", "app/components/ui/load-state.tsx"],
      ["load-state", "app/lib/route-data.ts"],
      ["load-state", "app/features/auth/components/require-auth.tsx"],
      // The code check and the referral code's call: merged by size, they went with the rating
      // stars onto the box page (decision 277).
      ["codes", "app/api/codes.ts"],
      // Read only when the identity service refuses a session: merged by size, it came back into
      // the stored session's chunk every signed-in visit loads (decision 277).
      ["service-error-codes", "app/features/auth/service-error-codes.ts"],
    ].map(([name, file]) => [path.resolve(file!), name!]),
  );
  // What the signed-in pages read (the shop's rules, the API client and its readers), in a few
  // chunks by who reads them instead of a dozen small ones: each file compresses on its own, so
  // a page paid for a dozen gzip starts (decision 221). A manual chunk takes along the imports
  // of its modules that no rule places, so the small modules they share with the open pages
  // (the page frame, error body, catalogue loader, session user) are named too: left to be
  // pulled in, they put the whole group on the login and register pages.
  const groups: Record<string, string[]> = {
    "shop-rules": [
      "shared/allergens.ts",
      "shared/reader.ts",
      "shared/shop/shipping-zones.ts",
      "shared/shop/shipping-zones.json",
      "shared/api/countries.ts",
      "app/components/ui/titled-section.tsx",
      "shared/commerce/calendar.ts",
      "shared/shop/fulfilment.ts",
      "shared/shop/fulfilment.json",
    ],
    "shop-api": [
      "app/lib/shop-api.ts",
      "app/lib/api-client.ts",
      "shared/api/answer-readers.ts",
      "shared/api/subscription-kinds.ts",
      "shared/commerce/action-kinds.ts",
      "shared/commerce/dates.ts",
      "app/api/pets.ts",
      // Checkout's and the subscribe page's plans: merged by size with the code check and the
      // contact form's post, it put a chunk on checkout for one function (decision 277).
      "app/api/plans.ts",
    ],
    "fulfilment-rules": ["shared/commerce/fulfilment-rules.ts"],
    "session-user": [
      "app/features/auth/session-user.ts",
      "app/lib/api-failure.ts",
      "shared/api/regions.ts",
    ],
    page: [
      "app/components/layout/page.tsx",
      "shared/find-box.ts",
      "shared/api/pet-kinds.ts",
      "shared/api/checkout-limits.ts",
    ],
    cents: ["shared/api/error-body.ts", "shared/commerce/cents.ts"],
    "get-catalogue": ["app/features/catalogue/api/get-catalogue.ts", "shared/catalogue-path.ts"],
  };
  for (const [name, files] of Object.entries(groups))
    for (const file of files) ownChunks.set(path.resolve(file), name);
  let shell: Set<string> | null = null;
  return (
    id: string,
    { getModuleInfo }: { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null },
  ) => {
    if (!shell) {
      shell = new Set();
      const visit = (moduleId: string) => {
        if (
          shell!.has(moduleId) ||
          moduleId.includes("/node_modules/") ||
          moduleId.startsWith("\0")
        )
          return;
        shell!.add(moduleId);
        for (const next of getModuleInfo(moduleId)?.importedIds ?? []) visit(next);
      };
      visit(root);
      shell.delete(root);
    }
    if (shell.has(id) && /\.tsx?$/.test(id)) return "shell";
    // react-dom's small entry (flushSync, createPortal): the router's, in the entry chunk, until
    // the back office's charts imported it too and it left for a chunk of its own, one more
    // request on every page (decision 246). Every page loads the shell.
    // (With the CommonJS plugin's wrappers of it: `\0…/index.js?commonjs-es-import` and the like.)
    if (/\/node_modules\/react-dom\/(index\.js|cjs\/react-dom\.production\.js)(\?|$)/.test(id))
      return "shell";
    // Read by every signed-in page's code, and small: left to the bundler, it was merged into
    // chunks of pages that never use it, such as the home page's (decision 165).
    if (id === earlyResponse) return "early-response";
    // Only a card order and the order page use it: left to the bundler, it was merged by size
    // into a chunk every signed-in page loads (decision 195).
    if (id === cardCheckout) return "card-checkout";
    const own = ownChunks.get(id);
    if (own) return own;
    return undefined;
  };
}

export default defineConfig(({ mode, command, isSsrBuild }) => {
  // Fail the build early, naming the bad setting, rather than shipping an app that cannot sign in.
  let firebaseSettings;
  let siteUrl;
  try {
    firebaseSettings = parseFirebaseSettings({
      ...loadEnv(mode, process.cwd(), "VITE_"),
      ...process.env,
    });
    // The public origin for canonical links and share tags (README: SITE_URL).
    siteUrl = readSiteUrl({ ...loadEnv(mode, process.cwd(), "SITE_"), ...process.env });
  } catch (error) {
    if (error instanceof SettingsError || error instanceof SiteUrlError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  if (command === "build") {
    // The shop server derives its Content-Security-Policy from the settings the app was built with.
    const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
    mkdirSync(buildDir, { recursive: true });
    writeFileSync(path.join(buildDir, "firebase-settings.json"), JSON.stringify(firebaseSettings));
  }
  return {
    define: {
      __FIREBASE_SETTINGS__: JSON.stringify(firebaseSettings),
      __SITE_URL__: JSON.stringify(siteUrl),
      // zod's English default messages: none is shown in a page, so the browser's bundle leaves
      // them out; the prerendering build keeps them for its errors (shared/zod.ts).
      __ZOD_ENGLISH__: JSON.stringify(isSsrBuild === true),
    },
    plugins: [
      tailwindcss(),
      reactRouter(),
      tsconfigPaths(),
      // `npm run bench` asks for module sizes of the browser bundle (BUNDLE_STATS=path).
      process.env.BUNDLE_STATS
        ? {
            ...visualizer({
              filename: process.env.BUNDLE_STATS,
              template: "raw-data",
              gzipSize: true,
              brotliSize: true,
            }),
            applyToEnvironment: (environment: { name: string }) => environment.name === "client",
          }
        : null,
    ],
    build: {
      target: "es2022",
      // Terser's two compress passes leave about 5% less code than esbuild's minifier in React
      // Router and our shell: less to download and to parse on a cheap phone (decision 224).
      minify: "terser",
      terserOptions: { ecma: 2020, module: true, compress: { passes: 2 } },
      // scripts/postbuild.ts reads which chunks hold the catalogue's validator, then deletes it.
      manifest: true,
      // Small chunks merge up to 1000 bytes: over HTTP/2 (production, and the bench) an extra
      // request costs little, while merging more put code on pages that never run it
      // (docs/decisions/007-performance.md, fourth pass).
      rollupOptions: { output: { experimentalMinChunkSize: 1000, manualChunks: shellChunk() } },
    },
  };
});
