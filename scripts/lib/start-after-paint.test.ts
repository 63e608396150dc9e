import { describe, expect, it } from "vitest";
import { FALLBACK_MS, startAfterPaint, startAfterPaintInHtml } from "./start-after-paint";

// React Router 7's module script, as it writes it into a prerendered page.
const REACT_ROUTER_SCRIPT = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");`;

interface Browser {
  hidden?: boolean;
  paintTiming?: boolean;
}

/** Runs a rewritten script with the browser pieces it uses replaced by recorders. */
function run(script: string, { hidden = false, paintTiming = true }: Browser = {}) {
  const requested: string[] = [];
  const frames: (() => void)[] = [];
  const timers = new Map<number, (() => void)[]>();
  const listeners: Record<string, () => void> = {};
  let observer: ((list: { getEntriesByName(name: string): unknown[] }, o: unknown) => void) | null =
    null;
  let disconnected = false;
  const window: { __reactRouterRouteModules?: Record<string, unknown> } = {};
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"];
    constructor(callback: NonNullable<typeof observer>) {
      observer = (list) => callback(list, this);
    }
    observe(options: unknown) {
      expect(options).toEqual({ type: "paint", buffered: true });
    }
    disconnect() {
      disconnected = true;
    }
  }
  const globals = {
    load: (specifier: string) => {
      requested.push(specifier);
      return Promise.resolve({ specifier });
    },
    window,
    globalThis: { PerformanceObserver: FakePerformanceObserver },
    PerformanceObserver: FakePerformanceObserver,
    document: {
      visibilityState: hidden ? "hidden" : "visible",
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) =>
      timers.set(ms, [...(timers.get(ms) ?? []), callback]),
  };
  new Function(...Object.keys(globals), script.replaceAll("import(", "load("))(
    ...Object.values(globals),
  );
  return {
    requested,
    frames,
    window,
    /** The browser reports paint entries, as Chromium does for 'first-paint' before 'first-contentful-paint'. */
    paint(name: string) {
      observer!({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, null);
    },
    get disconnected() {
      return disconnected;
    },
    fire(ms: number) {
      for (const callback of timers.get(ms) ?? []) callback();
    },
    dispatch(type: string) {
      listeners[type]?.();
    },
    settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
  };
}

const ALL_THREE = ["/assets/manifest-1.js", "/assets/root-2.js", "/assets/home-3.js"];

describe("startAfterPaint", () => {
  it("fetches nothing until the browser reports the first contentful paint", () => {
    const page = run(startAfterPaint(REACT_ROUTER_SCRIPT));
    expect(page.requested).toEqual([]);
    page.paint("first-paint");
    expect(page.requested).toEqual([]);
    page.paint("first-contentful-paint");
    expect(page.requested).toEqual(ALL_THREE);
    expect(page.disconnected).toBe(true);
  });

  it("then imports the manifest and the route modules together, and the entry after them", async () => {
    const page = run(startAfterPaint(REACT_ROUTER_SCRIPT));
    page.paint("first-contentful-paint");
    expect(page.requested).toEqual(ALL_THREE);
    await page.settle();
    expect(page.window.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root-2.js" },
      "routes/home": { specifier: "/assets/home-3.js" },
    });
    expect(page.requested).toEqual([...ALL_THREE, "/assets/entry.client-4.js"]);
  });

  it("starts only once, whatever reports come after", async () => {
    const page = run(startAfterPaint(REACT_ROUTER_SCRIPT));
    page.paint("first-contentful-paint");
    page.dispatch("visibilitychange");
    page.fire(FALLBACK_MS);
    await page.settle();
    expect(page.requested).toHaveLength(4);
  });

  it("starts at once in a hidden tab, which paints nothing", () => {
    const page = run(startAfterPaint(REACT_ROUTER_SCRIPT), { hidden: true });
    expect(page.requested).toEqual(ALL_THREE);
  });

  it("starts when the tab is hidden before it painted", () => {
    const page = run(startAfterPaint(REACT_ROUTER_SCRIPT));
    page.dispatch("visibilitychange");
    expect(page.requested).toEqual(ALL_THREE);
  });

  it("starts after one painted frame where paint timing is not supported", () => {
    const page = run(startAfterPaint(REACT_ROUTER_SCRIPT), { paintTiming: false });
    expect(page.frames).toHaveLength(1);
    page.frames[0]!();
    // rAF runs just before the frame is painted; the task after it, once it is.
    expect(page.requested).toEqual([]);
    page.fire(0);
    expect(page.requested).toEqual(ALL_THREE);
  });

  it(`starts after ${FALLBACK_MS} ms in any case`, () => {
    const page = run(startAfterPaint(REACT_ROUTER_SCRIPT));
    page.fire(FALLBACK_MS);
    expect(page.requested).toEqual(ALL_THREE);
  });

  it("refuses a script it does not recognise rather than change what it does", () => {
    expect(() => startAfterPaint('import { a } from "/assets/a.js";\nimport("/b.js");')).toThrow(
      /unexpected static import/,
    );
    expect(() => startAfterPaint('console.log("hi");')).toThrow(/not React Router's/);
  });
});

describe("startAfterPaintInHtml", () => {
  it("rewrites the module script and leaves every other script alone", () => {
    const html = `<head><script>window.x = 1;</script></head><body><script type="module" async="">${REACT_ROUTER_SCRIPT}</script></body>`;
    const out = startAfterPaintInHtml(html);
    expect(out).toContain("<script>window.x = 1;</script>");
    expect(out).not.toMatch(/^import /m);
    expect(out).toContain('import("/assets/entry.client-4.js")');
  });

  it("leaves a page without a module script unchanged", () => {
    const html = "<html><body><p>plain</p></body></html>";
    expect(startAfterPaintInHtml(html)).toBe(html);
  });
});
