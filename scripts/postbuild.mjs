// After `react-router build`: Brotli (.br) and gzip (.gz) copies of every text file, written once,
// so the shop server sends the smallest encoding the browser accepts without compressing per
// request. (Stripping the HTML's modulepreload links was tried and reverted:
// docs/decisions/007-performance.md.)
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TEXT = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".json",
  ".svg",
  ".txt",
  ".xml",
  ".webmanifest",
]);
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(clientDir)) {
  if (!TEXT.has(path.extname(file)) || statSync(file).size < 512) continue;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`Precompressed ${count} files in ${path.relative(process.cwd(), clientDir)} (br, gz).`);
