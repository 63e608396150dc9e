import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readCatalogueFile } from "./read-catalogue.server";

describe("readCatalogueFile (build time)", () => {
  it("reads and validates public/catDog.json", async () => {
    const boxes = await readCatalogueFile();
    expect(boxes.length).toBeGreaterThanOrEqual(8);
    expect(boxes.every((box) => box.name && box.price >= 0)).toBe(true);
  });

  it("fails loudly on a malformed file, so a broken catalogue never ships", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "catalogue-"));
    const file = path.join(dir, "catDog.json");
    writeFileSync(file, '[{"id":1}]');
    await expect(readCatalogueFile(file)).rejects.toThrow(/does not match the catalogue schema/);
  });
});
