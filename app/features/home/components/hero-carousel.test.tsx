import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeroCarousel, SLIDE_INTERVAL_MS } from "./hero-carousel";

const position = () => screen.getByTestId("hero-position").textContent;

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduce && query.includes("reduce"),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("HeroCarousel", () => {
  it("shows four slides labelled 'N of 4', the first one current", () => {
    render(<HeroCarousel />);
    expect(screen.getByRole("region", { name: "PetBox highlights" })).toHaveAttribute(
      "aria-roledescription",
      "carousel",
    );
    expect(screen.getAllByRole("group", { hidden: true })).toHaveLength(4);
    expect(screen.getByRole("group", { name: "1 of 4" })).toBeInTheDocument();
    expect(position()).toBe("1 / 4");
  });

  it("Next and Previous wrap around both ways", () => {
    render(<HeroCarousel />);
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(position()).toBe("4 / 4");
    expect(screen.getByRole("group", { name: "4 of 4" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(position()).toBe("1 / 4");
  });

  it("advances every 4000 ms and wraps from the last slide to the first", () => {
    render(<HeroCarousel />);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS - 1));
    expect(position()).toBe("1 / 4");
    act(() => vi.advanceTimersByTime(1));
    expect(position()).toBe("2 / 4");
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(position()).toBe("1 / 4");
  });

  it("rests while hovered and resumes when the pointer leaves", () => {
    render(<HeroCarousel />);
    const region = screen.getByRole("region", { name: "PetBox highlights" });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(position()).toBe("1 / 4");
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(position()).toBe("2 / 4");
  });

  it("rests while something inside has focus", () => {
    render(<HeroCarousel />);
    act(() => screen.getByRole("button", { name: "Next slide" }).focus());
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(position()).toBe("1 / 4");
    act(() => screen.getByRole("button", { name: "Next slide" }).blur());
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(position()).toBe("2 / 4");
  });

  it("Pause stops it and Play starts it again", () => {
    render(<HeroCarousel />);
    fireEvent.click(screen.getByRole("button", { name: "Pause slideshow" }));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(position()).toBe("1 / 4");
    fireEvent.click(screen.getByRole("button", { name: "Play slideshow" }));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(position()).toBe("2 / 4");
  });

  it("does not play by itself when the visitor prefers reduced motion", () => {
    mockReducedMotion(true);
    render(<HeroCarousel />);
    expect(screen.getByRole("button", { name: "Play slideshow" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(position()).toBe("1 / 4");
  });

  it("positions the third slide's image at the bottom and the others in the centre", () => {
    render(<HeroCarousel />);
    const images = screen.getAllByRole("img", { hidden: true });
    expect(images.map((img) => img.className.includes("object-bottom"))).toEqual([
      false,
      false,
      true,
      false,
    ]);
  });
});
