import { z } from "zod";

// zod probes `new Function` to speed up parsing; under our strict Content-Security-Policy that
// probe is reported as a violation even though zod catches it. Everything imports zod from here.
z.config({ jitless: true });

export { z };
