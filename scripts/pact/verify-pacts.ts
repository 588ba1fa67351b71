/**
 * Provider verification of the shop's pacts (docs/contracts.md).
 *
 *   tsx scripts/pact/verify-pacts.ts            against PACT_PROVIDER_BASE_URL when set, else the sandbox
 *   tsx scripts/pact/verify-pacts.ts --sandbox  always against the sandbox (npm run test:contract)
 *
 * The sandbox is started on port 0. Provider states are set by POSTing { state, params, action }
 * to PACT_PROVIDER_STATES_URL (default <base>/_sandbox/state, the sandbox's state endpoint).
 */
import { Verifier } from "@pact-foundation/pact";
import { startSandboxServer, type SandboxServer } from "../../mocks/http-server";
import { CONTRACTS, providerStatesOf, requirePactFiles, type ProviderContract } from "./pact-files";
import { providerStateValues, stateHandlersFor } from "./provider-states";

process.env["PACT_DO_NOT_TRACK"] ??= "true";

interface Target {
  readonly lottoApi: string;
  readonly gameApi: string;
  readonly statesUrl: string;
  readonly token: string | undefined;
  readonly sandbox?: SandboxServer;
}

async function target(useSandbox: boolean): Promise<Target> {
  const external = process.env["PACT_PROVIDER_BASE_URL"];
  if (!useSandbox && external !== undefined && external !== "") {
    const base = external.replace(/\/+$/, "");
    return {
      lottoApi: base,
      gameApi: (process.env["PACT_GAME_PROVIDER_BASE_URL"] ?? base).replace(/\/+$/, ""),
      statesUrl: process.env["PACT_PROVIDER_STATES_URL"] ?? `${base}/_sandbox/state`,
      token: process.env["PACT_PROVIDER_TOKEN"],
    };
  }
  const sandbox = await startSandboxServer({ port: 0 });
  return { lottoApi: sandbox.url, gameApi: sandbox.url, statesUrl: `${sandbox.url}/_sandbox/state`, token: undefined, sandbox };
}

/** An unreachable provider fails here, plainly, instead of deep inside the verifier's proxy. */
async function assertReachable(url: string): Promise<void> {
  try {
    await fetch(url, { method: "HEAD", signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new Error(`The provider at ${url} does not answer (${error instanceof Error ? error.message : String(error)}).`, {
      cause: error,
    });
  }
}

async function verify(contract: ProviderContract, at: Target): Promise<void> {
  const providerBaseUrl = contract.provider === "lotto-api" ? at.lottoApi : at.gameApi;
  const states = providerStatesOf(contract.pactFile);
  console.log(`\n==> verifying ${contract.provider} at ${providerBaseUrl} (${states.length} provider states)`);
  await assertReachable(providerBaseUrl);
  await new Verifier({
    provider: contract.provider,
    providerBaseUrl,
    pactUrls: [contract.pactFile],
    stateHandlers: stateHandlersFor(states, at.statesUrl, () => providerStateValues(at.lottoApi)),
    ...(at.token === undefined ? {} : { customProviderHeaders: [`Authorization: Bearer ${at.token}`] }),
    logLevel: "warn",
  }).verifyProvider();
}

async function main(): Promise<void> {
  requirePactFiles();
  const at = await target(process.argv.includes("--sandbox"));
  const failed: string[] = [];
  try {
    // Every provider is verified, even after one fails, so a run reports all broken contracts.
    for (const contract of CONTRACTS) {
      await verify(contract, at).catch((error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        failed.push(contract.provider);
      });
    }
  } finally {
    await at.sandbox?.close();
  }
  if (failed.length > 0) throw new Error(`\nVerification failed for: ${failed.join(", ")} (details above).`);
  console.log("\nEvery interaction verified.");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
