import { act, render } from "@testing-library/react";
import { StrictMode } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ScrollToTop } from "./scroll-to-top";

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ScrollToTop />
            <Outlet />
          </>
        ),
        children: [
          { path: "/", element: <section id="boxes">boxes</section> },
          { path: "/terms", element: <p>terms</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

describe("ScrollToTop", () => {
  const scrollTo = vi.fn();
  const scrollIntoView = vi.fn();
  const jsdomScrollIntoView = Element.prototype.scrollIntoView;

  beforeEach(() => {
    vi.stubGlobal("scrollTo", scrollTo);
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Element.prototype.scrollIntoView = jsdomScrollIntoView;
    scrollTo.mockReset();
    scrollIntoView.mockReset();
  });

  /** The app at `from`, then a link followed to `to`. */
  async function navigate(from: string, to: string) {
    const router = renderAt(from);
    await act(() => router.navigate(to));
  }
  function expectLeftToTheBrowser() {
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  }

  it("leaves the first page where the browser placed it", () => {
    renderAt("/#boxes");
    expectLeftToTheBrowser();
  });

  it("scrolls smoothly to the top when the path changes", async () => {
    await navigate("/", "/terms");
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0, behavior: "smooth" });
  });

  it("scrolls to the #target of the new address instead, when there is one", async () => {
    await navigate("/terms", "/#boxes");
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: "smooth", block: "start" });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("leaves a #link within the same page to the browser", async () => {
    await navigate("/", "/#boxes");
    expectLeftToTheBrowser();
  });

  it("goes to the top when the #target is missing or malformed", async () => {
    await navigate("/", "/terms#%E0%A4%A");
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0, behavior: "smooth" });
  });

  it("jumps without animation for visitors who prefer reduced motion", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(prefers-reduced-motion: reduce)",
    }));
    await navigate("/", "/terms");
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0, behavior: "auto" });
  });
});
