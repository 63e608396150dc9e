/**
 * Ports of the end-to-end stack. They differ from `npm start`'s so both can run at once, and can
 * be moved (E2E_APP_PORT, E2E_EMULATOR_PORT) to run two checkouts' tests side by side.
 */
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
export const E2E_EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 9199);
export const E2E_EMULATOR_HOST = `127.0.0.1:${E2E_EMULATOR_PORT}`;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_APP_PORT}`;
export const E2E_EMULATOR_URL = `http://${E2E_EMULATOR_HOST}`;
export const E2E_BUILD_DIR = "build-e2e";
