// End-to-end tests drive Debian's Chromium. Install it when missing and we can (root + apt).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

import { CHROMIUM_PATH as CHROMIUM } from "./lib/chromium";

if (!existsSync(CHROMIUM)) {
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (!canInstall) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package (sudo apt-get install chromium) ` +
        "or set CHROMIUM_PATH to a Chromium binary, then run the tests again.",
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium", "fonts-noto-color-emoji"], {
    stdio: "inherit",
    env,
  });
}
