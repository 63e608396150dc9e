/**
 * Strings an attacker types into the shop's forms. Each one that could ever execute calls a
 * marker the tests watch for: `alert()`/`confirm()`/`prompt()` (a dialog) or `window.__xss = 1`.
 * None of them may run, and each must come back as plain text wherever the app shows it.
 */
import { BIDI_CONTROLS } from "../../shared/api/free-text";

const LONG = "A".repeat(1900);

export const XSS_PAYLOADS: readonly string[] = [
  // javascript: URLs, in every disguise
  "javascript:alert(1)",
  "JaVaScRiPt:window.__xss=1",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:window.__xss=1",
  "java\rscript:alert(1)",
  "\u0001javascript:alert(1)",
  "&#106;avascript:alert(1)",
  "&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)",
  "javascript&colon;alert(1)",
  "%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)",
  "javascript%3Awindow.__xss%3D1",
  "jav&#x09;ascript:alert(1)",
  "javascript://%0Aalert(1)",
  "\\u006Aavascript:alert(1)",
  // other script-bearing schemes
  "data:text/html,<script>alert(1)</script>",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>",
  "DATA:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+",
  "vbscript:msgbox(1)",
  "VBScript:window.__xss=1",
  // markup
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  '"><script>window.__xss=1</script>',
  "'><script>alert(1)</script>",
  "</textarea><script>alert(1)</script>",
  "</title><script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<img src="x" onerror="window.__xss=1">',
  "<IMG SRC=javascript:alert(1)>",
  "<svg onload=alert(1)>",
  "<svg><script>window.__xss=1</script></svg>",
  "<svg><a xlink:href=\"javascript:alert(1)\"><text x='20' y='20'>XSS</text></a></svg>",
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  "<iframe src=javascript:alert(1)>",
  "<a href=javascript:alert(1)>click me</a>",
  '<a href="&#106;avascript:window.__xss=1">x</a>',
  "<body onload=alert(1)>",
  "<details open ontoggle=alert(1)>",
  "<input autofocus onfocus=alert(1)>",
  "<form action=javascript:alert(1)><button>go</button></form>",
  "<button formaction=javascript:alert(1)>go</button>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  "<embed src=javascript:alert(1)>",
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  "<style>@import 'javascript:alert(1)';</style>",
  "<meta http-equiv=refresh content='0;url=javascript:alert(1)'>",
  "<base href=javascript:alert(1)//>",
  '" onmouseover="alert(1)" x="',
  "' autofocus onfocus='window.__xss=1",
  // template injection (Angular, Vue, JS templates, Ruby, Jinja)
  "{{constructor.constructor('alert(1)')()}}",
  "{{ $on.constructor('window.__xss=1')() }}",
  "${alert(1)}",
  "`${window.__xss=1}`",
  "#{alert(1)}",
  "{{7*7}} ${7*7} <%= 7*7 %> #{7*7}",
  "[[${alert(1)}]]",
  // escapes and odd characters
  "\\x3cscript\\x3ealert(1)\\x3c/script\\x3e",
  "\\u003cimg src=x onerror=alert(1)\\u003e",
  "\uFF1Cimg src=x onerror=alert(1)\uFF1E",
  "\u202Egnp.exe\u202C <b>rtl</b>",
  "Ann\u0000<script>alert(1)</script>",
  "🐶🐱 <img src=x onerror=alert('emoji')>",
  `${LONG}<script>alert(1)</script>`,
];

/** The value an <input> holds after typing: Chromium turns line breaks into spaces there. */
export function asSingleLine(payload: string): string {
  return payload.replace(/\r\n|[\r\n]/g, " ");
}

/**
 * The payloads the shop takes as free text: all but those holding a text-direction control,
 * which every free-text field refuses (shared/api/free-text.ts, decision 181).
 */
export const FREE_TEXT_PAYLOADS: readonly string[] = XSS_PAYLOADS.filter(
  (payload) => !BIDI_CONTROLS.test(payload),
);

/** Payloads that are not absolute http(s) URLs: all of them may only ever be refused as photos. */
export function isHttpLike(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** http(s) photo URLs that still try to break out of an attribute or carry script. */
export const HOSTILE_HTTP_PHOTO_URLS: readonly string[] = [
  'https://img.example/cat.png"onerror="alert(1)',
  "https://img.example/cat.png' onerror='window.__xss=1",
  "https://img.example/<script>alert(1)</script>.png",
  "http://img.example/?q=javascript:alert(1)",
];

/**
 * The few payloads the browser tests still type into each form, one pass per surface: markup that
 * breaks out of an attribute, a handler, script inside SVG, a disguised javascript: URL, template
 * injection, a NUL before a script, and a right-to-left override with markup. Every payload of
 * the corpus is checked at the API and component level (docs/decisions/190); these show that a
 * real browser, with its parser and the shop's CSP, agrees.
 */
export const NASTIEST_PAYLOADS: readonly string[] = [
  '"><script>window.__xss=1</script>',
  "<img src=x onerror=alert(1)>",
  "<svg><script>window.__xss=1</script></svg>",
  "java\tscript:alert(1)",
  "{{constructor.constructor('alert(1)')()}}",
  "Ann\u0000<script>alert(1)</script>",
  "\u202Egnp.exe\u202C <b>rtl</b>",
];

/** What a textarea holds after typing (line breaks as \n), once NULs are dropped and trimmed. */
export function asStoredText(payload: string): string {
  return payload.replace(/\r\n?/g, "\n").replaceAll("\u0000", "").trim();
}

/** What a single-line field holds after typing, trimmed. */
export function asName(payload: string): string {
  return asSingleLine(payload).trim();
}
