import { z } from "zod/mini";

// zod/mini, not classic zod: its functions tree-shake, so the browser loads only the parts our
// schemas use (docs/decisions/164-zod-mini-in-the-browser.md). Everything imports zod from here.

// zod probes `new Function` to speed up parsing; under our strict Content-Security-Policy that
// probe is reported as a violation even though zod catches it.
z.config({ jitless: true });

// zod's English messages for checks that carry none of their own, as classic zod loads them.
z.config(z.locales.en());

export { z };
