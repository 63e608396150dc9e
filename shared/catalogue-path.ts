/**
 * The static catalogue (spec §7), which most pages read first: the browser's loader and the SPA
 * fallback's preload (scripts/postbuild.ts) name it from here. A module of its own, so the pages
 * that load the catalogue carry nothing else with it.
 */
export const CATALOGUE_PATH = "/catDog.json";
