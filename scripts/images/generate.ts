// Composes the shop's artwork from Fluent Emoji (MIT, vendored in assets/emoji) and writes each
// image as JPEG (fallback), WebP and AVIF into public/images. Run: npm run images
// The outputs are committed; this script only needs to run when the artwork changes.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { type Scene, scenes } from "./scenes";

const root = path.resolve(import.meta.dirname, "../..");
const emojiDir = path.join(root, "assets", "emoji");
const outDir = path.join(root, "public", "images");

async function emoji(name: string, size: number, rotate = 0): Promise<Buffer> {
  const svg = readFileSync(path.join(emojiDir, `${name}.svg`));
  let image = sharp(svg, { density: Math.ceil((72 * size) / 32) }).resize(size, size);
  if (rotate) {
    const png = await image.png().toBuffer();
    image = sharp(png).rotate(rotate, { background: { r: 0, g: 0, b: 0, alpha: 0 } });
  }
  return image.png().toBuffer();
}

function background({
  width,
  height,
  from,
  to,
  accent = "#ffffff",
  floor = true,
  dots = true,
}: {
  width: number;
  height: number;
  from: string;
  to: string;
  accent?: string;
  floor?: boolean;
  dots?: boolean;
}): Buffer {
  const blobs = [
    `<circle cx="${width * 0.12}" cy="${height * 0.2}" r="${height * 0.35}" fill="${accent}" opacity=".35"/>`,
    `<circle cx="${width * 0.9}" cy="${height * 0.85}" r="${height * 0.45}" fill="${accent}" opacity=".3"/>`,
    `<circle cx="${width * 0.78}" cy="${height * 0.12}" r="${height * 0.12}" fill="${accent}" opacity=".45"/>`,
  ];
  const confetti = dots
    ? Array.from({ length: 14 }, (_, i) => {
        const x = ((i * 137) % 100) / 100;
        const y = ((i * 61) % 100) / 100;
        const colors = ["#f59e0b", "#f472b6", "#34d399", "#60a5fa", "#fb7185"];
        return `<circle cx="${(x * width).toFixed(0)}" cy="${(y * height * 0.7).toFixed(0)}" r="${Math.max(3, height * 0.008).toFixed(1)}" fill="${colors[i % colors.length]}" opacity=".55"/>`;
      }).join("")
    : "";
  const ground = floor
    ? `<ellipse cx="${width / 2}" cy="${height * 0.97}" rx="${width * 0.42}" ry="${height * 0.07}" fill="#000" opacity=".06"/>`
    : "";
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>${blobs.join("")}${confetti}${ground}</svg>`);
}

/** An open kraft gift box, `w` wide, its bottom-centre at (cx, bottom). */
function giftBox(w: number, ribbon = "#e11d48"): Buffer {
  const h = w * 0.62;
  const lid = w * 0.2;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w * 1.3}" height="${h + lid * 2}" viewBox="${-w * 0.15} ${-lid * 2} ${w * 1.3} ${h + lid * 2}">
    <defs><linearGradient id="k" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d6a064"/><stop offset="1" stop-color="#b7793d"/></linearGradient></defs>
    <path d="M0 0 L${-w * 0.14} ${-lid * 1.2} L${w * 0.5} ${-lid * 1.2} L${w * 0.5} 0Z" fill="#c98d50"/>
    <path d="M${w} 0 L${w * 1.14} ${-lid * 1.2} L${w * 0.5} ${-lid * 1.2} L${w * 0.5} 0Z" fill="#b97d42"/>
    <rect x="0" y="0" width="${w}" height="${h}" rx="${w * 0.03}" fill="url(#k)"/>
    <rect x="${w * 0.44}" y="0" width="${w * 0.12}" height="${h}" fill="${ribbon}" opacity=".92"/>
    <rect x="0" y="0" width="${w}" height="${h * 0.08}" fill="#000" opacity=".08"/>
    <g fill="#fff7ed" opacity=".9" transform="translate(${w * 0.2} ${h * 0.55}) scale(${w / 400})">
      <ellipse cx="0" cy="18" rx="22" ry="18"/><ellipse cx="-26" cy="-8" rx="9" ry="12"/><ellipse cx="-9" cy="-22" rx="9" ry="12"/><ellipse cx="11" cy="-22" rx="9" ry="12"/><ellipse cx="28" cy="-8" rx="9" ry="12"/>
    </g></svg>`);
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]!);

/** The shop's logo and words on the left of the share image. */
function textCard({ title, subtitle }: { title: string; subtitle: string }, w: number, h: number) {
  const logo = readFileSync(path.join(root, "public", "favicon.svg"), "utf8")
    .replace(/<svg[^>]*>/, "")
    .replace("</svg>", "");
  const words = subtitle.split(" ");
  const half = Math.ceil(words.length / 2);
  const lines = [words.slice(0, half).join(" "), words.slice(half).join(" ")];
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <rect x="${w * 0.04}" y="${h * 0.16}" width="${w * 0.5}" height="${h * 0.68}" rx="36" fill="#ffffff" opacity=".92"/>
    <g transform="translate(${w * 0.085} ${h * 0.22}) scale(1.5)">${logo}</g>
    <text x="${w * 0.085 + 110}" y="${h * 0.22 + 70}" font-family="DejaVu Sans, sans-serif" font-weight="800" font-size="64" fill="#78350f">${escapeXml(title)}</text>
    ${lines
      .map(
        (line, i) =>
          `<text x="${w * 0.085}" y="${h * 0.5 + i * 58}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="44" fill="#1c1917">${escapeXml(line)}</text>`,
      )
      .join("")}
    <text x="${w * 0.085}" y="${h * 0.76}" font-family="DejaVu Sans, sans-serif" font-size="23" fill="#57534e">Toys, treats and cozy things for cats and dogs</text>
  </svg>`);
}

/**
 * The shop's icons from its logo (public/favicon.svg): for the web app manifest (192, 512, and a
 * maskable 512 whose logo sits inside the safe circle), the home screen on iPhone (180, opaque),
 * and /favicon.ico (16, 32 and 48 as PNG inside one ICO file).
 */
async function renderIcons(): Promise<void> {
  const svg = readFileSync(path.join(root, "public", "favicon.svg"));
  const cream = { r: 255, g: 251, b: 235, alpha: 1 };
  const logo = (size: number) =>
    sharp(svg, { density: Math.ceil((72 * size) / 64) })
      .resize(size, size)
      .png()
      .toBuffer();
  /** The logo at `share` of the side, centred on an opaque cream square. */
  const onCream = async (size: number, share: number) =>
    sharp({ create: { width: size, height: size, channels: 4, background: cream } })
      .composite([{ input: await logo(Math.round(size * share)), gravity: "centre" }])
      .png()
      .toBuffer();
  const iconDir = path.join(root, "public", "icons");
  mkdirSync(iconDir, { recursive: true });
  const files: [string, Buffer][] = [
    [path.join(iconDir, "icon-192.png"), await onCream(192, 0.8)],
    [path.join(iconDir, "icon-512.png"), await onCream(512, 0.8)],
    // Maskable: the platform may cut to a circle of 80% of the side; the logo stays inside it.
    [path.join(iconDir, "icon-maskable-512.png"), await onCream(512, 0.56)],
    [path.join(root, "public", "apple-touch-icon.png"), await onCream(180, 0.8)],
  ];
  const icoSizes = [16, 32, 48];
  const icoImages = await Promise.all(icoSizes.map((size) => logo(size)));
  files.push([path.join(root, "public", "favicon.ico"), ico(icoSizes, icoImages)]);
  for (const [file, data] of files) {
    writeFileSync(file, data);
    console.log(path.relative(root, file));
  }
}

/** An ICO file holding PNG images (supported by every browser since 2010's). */
function ico(sizes: number[], images: Buffer[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map((image, i) => {
    const entry = Buffer.alloc(16);
    const size = sizes[i]!;
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(image.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += image.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images]);
}

async function render(scene: Scene): Promise<void> {
  const { width, height } = scene;
  const layers: { input: Buffer; left: number; top: number }[] = [];
  for (const item of scene.items) {
    if ("box" in item) {
      const w = Math.round(item.box * width);
      const svg = giftBox(w, item.ribbon);
      const png = await sharp(svg).png().toBuffer();
      const meta = await sharp(png).metadata();
      layers.push({
        input: png,
        left: Math.round(item.x * width - meta.width / 2),
        top: Math.round(item.y * height - meta.height),
      });
      continue;
    }
    const size = Math.round(item.size * height);
    const png = await emoji(item.emoji, size, item.rotate ?? 0);
    const meta = await sharp(png).metadata();
    layers.push({
      input: png,
      left: Math.round(item.x * width - meta.width / 2),
      top: Math.round(item.y * height - meta.height / 2),
    });
  }
  if (scene.text) layers.push({ input: textCard(scene.text, width, height), left: 0, top: 0 });
  const base = sharp(background(scene)).composite(
    layers.map((l) => ({ ...l, left: Math.max(-10_000, l.left), top: l.top })),
  );
  const flat = await base.png().toBuffer();
  const file = path.join(outDir, scene.file);
  mkdirSync(path.dirname(file), { recursive: true });
  const stem = file.replace(/\.jpg$/, "");
  await Promise.all([
    sharp(flat).jpeg({ quality: 78, mozjpeg: true }).toFile(`${stem}.jpg`),
    sharp(flat).webp({ quality: 76 }).toFile(`${stem}.webp`),
    sharp(flat).avif({ quality: 52, effort: 5 }).toFile(`${stem}.avif`),
  ]);
  console.log(`${scene.file} ${width}×${height}`);
}

const only = process.argv[2];
for (const scene of scenes) {
  if (!only || scene.file.includes(only)) await render(scene);
}
if (!only || only === "icons") await renderIcons();
