export const DEFAULT_AVATAR = "/images/default-avatar.svg";

/** Only absolute http(s) URLs may become image sources; anything else (javascript:, data:, junk) is refused. */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

export function safeImageSrc(value: string | null | undefined, fallback = DEFAULT_AVATAR): string {
  return isHttpUrl(value) ? value.trim() : fallback;
}
