import { z } from "zod/mini";

// zod/mini, not classic zod: its functions tree-shake, so the browser loads only the parts our
// schemas use (docs/decisions/164-zod-mini-in-the-browser.md). Everything imports zod from here.

// zod probes `new Function` to speed up parsing; under our strict Content-Security-Policy that
// probe is reported as a violation even though zod catches it.
z.config({ jitless: true });

// zod's English messages for checks that carry none of their own. The server answers and logs
// them (a plans file's mistakes, a few API fields), so Node loads them. The browser build
// defines __ZOD_ENGLISH__ as false (vite.config.ts): no page shows one, and they weigh 1 KB.
declare const __ZOD_ENGLISH__: boolean | undefined;
if (typeof __ZOD_ENGLISH__ === "undefined" || __ZOD_ENGLISH__) z.config(z.locales.en());

export { z };
