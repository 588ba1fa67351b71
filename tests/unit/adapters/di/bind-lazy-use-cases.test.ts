import { Result } from "effect";
import { describe, expect, it, vi } from "vitest";
import { readConfig } from "@/env";
import { CONTENT_TOKENS } from "@/application/content/content.tokens";
import type { Injector } from "@/application/di-token";
import { WALLET_TOKENS } from "@/application/wallet/wallet.tokens";
import { createContainer } from "@/adapters/di/container";

/** The wallet transactions use case's chunk cannot be fetched (offline, or gone after a deploy). */
vi.mock("@/application/wallet/wallet-transactions.use-case", () => {
  throw new TypeError("Failed to fetch dynamically imported module: /assets/wallet-transactions.use-case.js");
});

const config = readConfig({ VITE_API_BASE_URL: "https://api.lotto.test", PROD: true });

describe("lazily bound use cases when a use case's module cannot be imported", () => {
  it("the container still builds; the screen gets a NetworkError instead of a rejection, and eager use cases are untouched", async () => {
    const injector: Injector = createContainer(config);
    const answer = await injector.get(WALLET_TOKENS.walletTransactions).execute({ page: 1 });
    expect(Result.isFailure(answer) && answer.failure._tag).toBe("NetworkError");
    expect(injector.get(CONTENT_TOKENS.gamesOnSale)).toBeDefined();
  });
});
