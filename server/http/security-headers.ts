import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import type { FirebaseSettings } from "../../shared/firebase-settings";

/**
 * The Content-Security-Policy of an HTML page: scripts only from us (plus the exact inline
 * scripts the prerendered page carries, by hash) and Google's gapi loader that Firebase popup
 * sign-in needs; network and frames only to the identity service the build is configured for.
 */
export function contentSecurityPolicy(
  settings: FirebaseSettings,
  inlineScriptHashes: readonly string[],
  { production }: { production: boolean },
): string {
  const identity =
    settings.mode === "emulator"
      ? [`http://${settings.emulatorHost}`]
      : [
          "https://identitytoolkit.googleapis.com",
          "https://securetoken.googleapis.com",
          `https://${settings.authDomain}`,
        ];
  const frames =
    settings.mode === "emulator"
      ? [`http://${settings.emulatorHost}`]
      : [`https://${settings.authDomain}`];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      ...inlineScriptHashes.map((hash) => `'${hash}'`),
      "https://apis.google.com",
    ],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Profile photos are any http(s) URL the user gives; only https in production.
    "img-src": ["'self'", "https:", ...(production ? [] : ["http:"])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...identity],
    "frame-src": frames,
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (production) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** sha256 hashes of every inline <script> in an HTML document, as CSP source expressions. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? "";
    if (body.trim() === "") continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

const hashCache = new Map<string, { mtimeMs: number; hashes: string[] }>();

/** Hashes of an HTML file's inline scripts, computed once per file version. */
export async function inlineScriptHashesOf(file: string): Promise<string[]> {
  const { mtimeMs } = await stat(file);
  const cached = hashCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.hashes;
  const hashes = inlineScriptHashes(await readFile(file, "utf8"));
  hashCache.set(file, { mtimeMs, hashes });
  return hashes;
}

/** Headers every response carries. */
export const baseSecurityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** Headers that only mean something on a document (not repeated on every script and image). */
export const documentSecurityHeaders: Record<string, string> = {
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Popup sign-in (Google, GitHub) keeps working: our popups may still talk to us.
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
};

export const HSTS = "max-age=31536000; includeSubDomains";
