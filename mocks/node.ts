import { setupServer } from "msw/node";
import { handlers } from "./handlers";

/**
 * The sandbox for Vitest: `sandboxServer.listen({ onUnhandledRequest: "error" })` in beforeAll,
 * `resetSandbox()` in beforeEach, `sandboxServer.close()` in afterAll. State lives in memory.
 */
export const sandboxServer = setupServer(...handlers);
