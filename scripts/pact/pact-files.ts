import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

/** Where the consumer tests write their contracts (tests/contract/pact-harness.ts). */
export const PACT_DIR = resolve(import.meta.dirname, "../../pacts");

/** One provider of the shop: its pact file and the OpenAPI document it must honour. */
export interface ProviderContract {
  readonly provider: "lotto-api" | "lotto-game-api";
  readonly pactFile: string;
  readonly openApi: string;
}

export const CONTRACTS: readonly ProviderContract[] = [
  {
    provider: "lotto-api",
    pactFile: resolve(PACT_DIR, "lotto-web-lotto-api.json"),
    openApi: resolve(import.meta.dirname, "../../openapi/lotto-api.yaml"),
  },
  {
    provider: "lotto-game-api",
    pactFile: resolve(PACT_DIR, "lotto-web-lotto-game-api.json"),
    openApi: resolve(import.meta.dirname, "../../openapi/game-api.yaml"),
  },
];

/** Every pact must exist: verification never runs before the consumer tests wrote them. */
export function requirePactFiles(): void {
  const missing = CONTRACTS.filter((contract) => !existsSync(contract.pactFile)).map((contract) => contract.pactFile);
  if (missing.length > 0) {
    throw new Error(
      `Missing pact files (run the consumer tests first: npx vitest run --project contract):\n  ${missing.join("\n  ")}`,
    );
  }
}

interface PactJson {
  readonly interactions: ReadonlyArray<{ readonly providerStates?: ReadonlyArray<{ readonly name: string }> }>;
}

/** The provider state names a pact file uses. */
export function providerStatesOf(pactFile: string): string[] {
  const pact = JSON.parse(readFileSync(pactFile, "utf8")) as PactJson;
  const names = pact.interactions.flatMap((interaction) => interaction.providerStates ?? []).map((state) => state.name);
  return [...new Set(names)].sort();
}
