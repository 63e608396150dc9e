import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StatisticsBand } from "./statistics-band";

const shown = () => screen.getAllByTestId("statistic-value").map((el) => el.textContent);

afterEach(() => vi.unstubAllGlobals());

describe("StatisticsBand", () => {
  it("waits at 0 until scrolled into view, then counts up to the end values over 3 s", () => {
    let onIntersect: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          onIntersect = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal("cancelAnimationFrame", () => {});
    const runFrame = (now: number) => act(() => frames.shift()?.(now));

    render(<StatisticsBand />);
    expect(shown()).toEqual(["0+", "0+", "0+", "0+"]);
    // Screen readers get the final figures, not a running number.
    expect(screen.getByText("1500+")).toHaveClass("sr-only");

    act(() => onIntersect([{ isIntersecting: true } as IntersectionObserverEntry], {} as never));
    runFrame(1000);
    runFrame(2500);
    const halfway = shown().map((text) => Number.parseInt(text ?? "", 10));
    expect(halfway[0]).toBeGreaterThan(0);
    expect(halfway[0]).toBeLessThan(1500);
    runFrame(4000);
    expect(shown()).toEqual(["1500+", "800+", "250+", "1200+"]);
    expect(frames).toHaveLength(0);
  });

  it("shows the final values at once under reduced motion", () => {
    vi.stubGlobal(
      "matchMedia",
      vi.fn(() => ({ matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
    render(<StatisticsBand />);
    expect(shown()).toEqual(["1500+", "800+", "250+", "1200+"]);
  });
});
