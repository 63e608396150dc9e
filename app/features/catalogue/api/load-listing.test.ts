import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CATALOGUE_URL, resetCatalogueCache } from "./get-catalogue";
import { loadListing } from "./load-listing";

const file = readFileSync("public/catDog.json", "utf8");
const json = (body: string, status = 200) =>
  new Response(body, { status, headers: { "content-type": "application/json" } });

afterEach(() => resetCatalogueCache());

describe("loadListing (GET /catDog.json)", () => {
  it("returns the boxes with only the fields a card shows", async () => {
    const fetcher = vi.fn(async () => json(file));
    const state = await loadListing({ fetcher });
    // The address alone, no headers: the browser then answers it from the SPA fallback's preload.
    expect(fetcher).toHaveBeenCalledWith(CATALOGUE_URL);
    expect(state.status).toBe("ok");
    if (state.status !== "ok") return;
    expect(state.boxes).toHaveLength(JSON.parse(file).length);
    expect(state.boxes[0]).toEqual({
      id: 1,
      name: "Cozy Cat Corner",
      thumbnail: "/images/boxes/cozy-cat-corner-thumb.jpg",
      description: expect.stringContaining("indoor cats"),
      price: 29.99,
      frequency: "Monthly",
      rating: 4.8,
      number_of_reviews: 214,
    });
  });

  it("turns a failed fetch into an error state instead of throwing", async () => {
    const fetcher = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await loadListing({ fetcher })).toEqual({
      status: "error",
      message: "We could not reach the shop to load the boxes.",
    });
  });

  it("turns an HTTP error into an error state", async () => {
    const fetcher = vi.fn(async () => json("oops", 500));
    expect(await loadListing({ fetcher })).toEqual({
      status: "error",
      message: "The list of boxes is not available right now.",
    });
  });

  it.each([
    ["a box missing fields", '[{"id":1,"name":"Half a box"}]'],
    ["an empty list", "[]"],
    ["not JSON at all", "<html>"],
    ["an object instead of a list", '{"boxes":[]}'],
  ])("turns a malformed file (%s) into an error state", async (_, body) => {
    const fetcher = vi.fn(async () => json(body));
    expect(await loadListing({ fetcher })).toEqual({
      status: "error",
      message: "The list of boxes could not be read.",
    });
  });

  it("does not remember a failure: the next call (Retry) fetches again and succeeds", async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json("oops", 503))
      .mockResolvedValueOnce(json(file));
    expect((await loadListing({ fetcher })).status).toBe("error");
    expect((await loadListing({ fetcher })).status).toBe("ok");
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("remembers a success: a second visit does not fetch again", async () => {
    const fetcher = vi.fn(async () => json(file));
    await loadListing({ fetcher });
    await loadListing({ fetcher });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
