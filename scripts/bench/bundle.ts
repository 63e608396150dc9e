// What the browser downloads: compressed size of every JS chunk, the chunks the home page loads
// first, and the largest modules inside them (from rollup-plugin-visualizer's raw data).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export function compressedSizes(buffer: Buffer): Sizes {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer).length,
  };
}

export function jsChunks(clientDir: string): ({ file: string } & Sizes)[] {
  const assets = path.join(clientDir, "assets");
  return readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({
      file: `assets/${file}`,
      ...compressedSizes(readFileSync(path.join(assets, file))),
    }))
    .sort((a, b) => b.gzip - a.gzip);
}

/**
 * Chunks a prerendered page loads at once: what its HTML names (module scripts, modulepreloads,
 * inline imports), then everything those import statically, and so on. (The HTML's modulepreload
 * links are stripped at build time, so the HTML alone no longer names them all.)
 */
export function firstLoadChunks(htmlFile: string, clientDir = path.dirname(htmlFile)): string[] {
  const html = readFileSync(htmlFile, "utf8");
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/import\(?\s*"\/(assets\/[^"]+\.js)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/import\s+"\/(assets\/[^"]+\.js)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/from\s*"\/(assets\/[^"]+\.js)"/g)) found.add(match[1]!);
  // Static imports only (`from"./x.js"`, `import"./x.js"`); `import("./x.js")` loads later.
  const staticImport = /(?:\bfrom\s*|\bimport\s*)"\.\/([^"]+\.js)"/g;
  for (const chunk of found) {
    const code = readFileSync(path.join(clientDir, chunk), "utf8");
    for (const match of code.matchAll(staticImport)) found.add(`assets/${match[1]}`);
  }
  return [...found];
}

/** The parts of rollup-plugin-visualizer's raw-data file that are read. */
interface VisualizerStats {
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
  nodeParts: Record<string, { gzipLength?: number; renderedLength?: number }>;
}

export interface ModuleSize {
  module: string;
  rendered: number;
  gzip: number;
}

export function largestModules(statsFile: string, chunkFiles: string[], count = 5): ModuleSize[] {
  const stats = JSON.parse(readFileSync(statsFile, "utf8")) as VisualizerStats;
  const wanted = new Set(chunkFiles);
  const modules: ModuleSize[] = [];
  for (const meta of Object.values(stats.nodeMetas)) {
    let gzip = 0;
    let rendered = 0;
    for (const [bundle, uid] of Object.entries(meta.moduleParts)) {
      if (!wanted.has(bundle)) continue;
      gzip += stats.nodeParts[uid]?.gzipLength ?? 0;
      rendered += stats.nodeParts[uid]?.renderedLength ?? 0;
    }
    if (rendered > 0)
      modules.push({
        module: meta.id.replace(/^.*node_modules\//, "node_modules/"),
        rendered,
        gzip,
      });
  }
  return modules.sort((a, b) => b.gzip - a.gzip).slice(0, count);
}

/** Gzip bytes of the app's scripts the page loaded: their precompressed .gz copies in the build. */
export function gzipBytes(clientDir: string, urls: string[]): number {
  return urls.reduce((sum, url) => {
    const file = path.join(clientDir, new URL(url, "http://localhost").pathname);
    const gz = `${file}.gz`;
    if (existsSync(gz)) return sum + statSync(gz).size;
    return sum + (existsSync(file) ? statSync(file).size : 0);
  }, 0);
}
