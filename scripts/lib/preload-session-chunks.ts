// The SPA fallback (signed-in pages) starts the Firebase SDK only once the app has run and found
// a stored session: one more round trip, on a slow phone about half a second, before the page
// can ask for its data. The build knows the SDK's chunks (Vite's manifest); this adds a small
// inline script to the fallback that preloads them at once, and only when a session is stored,
// so a visitor without one loads nothing more (docs/decisions/007-performance.md). The shop
// server's Content-Security-Policy hashes every inline script of a document, this one too.

/** One chunk of Vite's build manifest (`.vite/manifest.json`), the fields read here. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The files of the chunks for `sources` (manifest keys, e.g. `app/lib/firebase.ts`) and of
 * every chunk they import statically, except the app's entry chunks, which are already loading.
 */
export function chunkFiles(manifest: Record<string, ManifestChunk>, sources: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk for ${key} in the build manifest`);
    if (chunk.isEntry) return;
    files.add(`/${chunk.file}`);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const source of sources) visit(source);
  return [...files];
}

/** The inline script: modulepreload `files` when a Firebase session is stored in localStorage. */
export function sessionPreloadScript(files: string[]): string {
  return (
    "<script>try{if(Object.keys(localStorage).some(function(k){return k.indexOf(" +
    '"firebase:authUser:")===0})){' +
    `${JSON.stringify(files)}.forEach(function(h){var l=document.createElement("link");` +
    'l.rel="modulepreload";l.href=h;document.head.appendChild(l)})}}catch(e){}</script>'
  );
}

/**
 * Puts the script at the end of <head>, after the stylesheet, so it does not delay it; chunks the
 * document already preloads (the app's shell) are left out.
 */
export function withSessionPreload(html: string, files: string[]): string {
  if (!html.includes("</head>")) throw new Error("The SPA fallback has no </head>");
  const missing = files.filter((file) => !html.includes(`"${file}"`));
  return html.replace("</head>", `${sessionPreloadScript(missing)}</head>`);
}
