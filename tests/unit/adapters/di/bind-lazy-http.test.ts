import { Result } from "effect";
import { describe, expect, it, vi } from "vitest";
import { readConfig } from "@/env";
import { CONTENT_TOKENS } from "@/application/content/content.tokens";
import type { Injector } from "@/application/di-token";
import { TOKENS } from "@/application/tokens";
import { createContainer } from "@/adapters/di/container";

/** The content adapter's chunk cannot be fetched (offline, or gone after a deploy). */
vi.mock("@/adapters/http/content/openapi-content", () => {
  throw new TypeError("Failed to fetch dynamically imported module: /assets/openapi-content.js");
});

const config = readConfig({ VITE_API_BASE_URL: "https://api.lotto.test", PROD: true });

describe("bindLazyHttpPorts when an adapter's module cannot be imported", () => {
  it("the container still builds, and the screen's use case gets a NetworkError instead of a rejection", async () => {
    const injector: Injector = createContainer(config);
    const answer = await injector.get(CONTENT_TOKENS.loadFaq).execute({ locale: "en" });
    expect(Result.isFailure(answer) && answer.failure._tag).toBe("NetworkError");
    expect(injector.get(TOKENS.gameCatalog)).toBeDefined();
  });
});
