// @vitest-environment node
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../test-support/database";
import { fetchOverSocket, listenOwnerSocket, ownerSocketPath } from "./socket";

describe("the owner socket", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "petbox-owner-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("starts on a fresh checkout (no .data yet), answers the owner, and keeps a second server out", async () => {
    const store = await freshDatabase();
    const dataDir = path.join(dir, "not-yet", "db");
    const socket = await listenOwnerSocket(store.database, dataDir);
    try {
      expect(await fetchOverSocket(ownerSocketPath(dataDir), "messages")).toEqual([]);
      await expect(listenOwnerSocket(store.database, dataDir)).rejects.toThrow(
        /Another shop server/,
      );
    } finally {
      await socket.close();
      await store.drop();
    }
    expect(existsSync(ownerSocketPath(dataDir))).toBe(false);
  }, 60_000);
});
