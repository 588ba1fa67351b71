/**
 * Provider verification of the shop's pacts (docs/contracts.md).
 *
 *   tsx scripts/pact/verify-pacts.ts            against PACT_PROVIDER_BASE_URL when set, else the sandbox
 *   tsx scripts/pact/verify-pacts.ts --sandbox  always against the sandbox, local pact files only (npm run test:contract)
 *
 * The sandbox is started on port 0. Provider states are set by POSTing { state, params, action }
 * to PACT_PROVIDER_STATES_URL (default <base>/_sandbox/state); its answer is the map of values the
 * verifier injects (`${accessToken}`, `${eventId}`, ...).
 *
 * With PACT_BROKER_BASE_URL (and not --sandbox) the pacts come from the broker instead of pacts/:
 * the consumer versions PACT_CONSUMER_VERSION_SELECTORS picks (default: main branch, deployed or
 * released, matching branch), pending pacts enabled, work-in-progress pacts since
 * PACT_INCLUDE_WIP_PACTS_SINCE; PACT_URL (a broker webhook's) verifies that one pact. The results
 * are published as provider version = git commit, branch = git branch.
 */
import { Verifier } from "@pact-foundation/pact";
import type { VerifierOptions } from "@pact-foundation/pact";
import { startSandboxServer, type SandboxServer } from "../../mocks/http-server";
import { brokerFromEnv, providerBranch, providerVersion, type Broker } from "./broker";
import { CONTRACTS, providerStatesOf, requirePactFiles, type ProviderContract } from "./pact-files";
import { stateHandlersFor } from "./provider-states";

process.env["PACT_DO_NOT_TRACK"] ??= "true";

interface Target {
  readonly lottoApi: string;
  readonly gameApi: string;
  readonly statesUrl: string;
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
    };
  }
  const sandbox = await startSandboxServer({ port: 0 });
  return { lottoApi: sandbox.url, gameApi: sandbox.url, statesUrl: `${sandbox.url}/_sandbox/state`, sandbox };
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

const DEFAULT_SELECTORS = [{ mainBranch: true }, { deployedOrReleased: true }, { matchingBranch: true }];

/** Where the pacts come from: the local files, or the broker (and then the results go back to it). */
function pactSource(contract: ProviderContract, broker: Broker | undefined): Partial<VerifierOptions> {
  if (broker === undefined) return { pactUrls: [contract.pactFile] };
  const selectors = process.env["PACT_CONSUMER_VERSION_SELECTORS"];
  const wipSince = process.env["PACT_INCLUDE_WIP_PACTS_SINCE"];
  const webhookPact = process.env["PACT_URL"];
  const branch = providerBranch();
  return {
    ...(webhookPact === undefined || webhookPact === ""
      ? {
          pactBrokerUrl: broker.url,
          consumerVersionSelectors:
            selectors === undefined
              ? DEFAULT_SELECTORS
              : (JSON.parse(selectors) as NonNullable<VerifierOptions["consumerVersionSelectors"]>),
          enablePending: true,
          ...(wipSince === undefined || wipSince === "" ? {} : { includeWipPactsSince: wipSince }),
        }
      : { pactUrls: [webhookPact] }),
    ...(broker.token === undefined ? {} : { pactBrokerToken: broker.token }),
    ...(broker.username === undefined ? {} : { pactBrokerUsername: broker.username }),
    ...(broker.password === undefined ? {} : { pactBrokerPassword: broker.password }),
    publishVerificationResult: true,
    providerVersion: providerVersion(),
    ...(branch === undefined ? {} : { providerVersionBranch: branch }),
    ...(process.env["BUILD_URL"] === undefined ? {} : { buildUrl: process.env["BUILD_URL"] }),
  };
}

async function verify(contract: ProviderContract, at: Target, broker: Broker | undefined): Promise<void> {
  const providerBaseUrl = contract.provider === "lotto-api" ? at.lottoApi : at.gameApi;
  const source =
    broker === undefined
      ? `${contract.pactFile}, ${providerStatesOf(contract.pactFile).length} provider states`
      : `the broker ${broker.url}, results published as ${providerVersion()}`;
  console.log(`\n==> verifying ${contract.provider} at ${providerBaseUrl} (pacts from ${source})`);
  await assertReachable(providerBaseUrl);
  await new Verifier({
    provider: contract.provider,
    providerBaseUrl,
    ...pactSource(contract, broker),
    stateHandlers: stateHandlersFor(at.statesUrl),
    logLevel: "warn",
  }).verifyProvider();
}

async function main(): Promise<void> {
  const sandboxOnly = process.argv.includes("--sandbox");
  const broker = sandboxOnly ? undefined : brokerFromEnv();
  if (broker === undefined) requirePactFiles();
  const at = await target(sandboxOnly);
  const failed: string[] = [];
  try {
    // Every provider is verified, even after one fails, so a run reports all broken contracts.
    for (const contract of CONTRACTS) {
      await verify(contract, at, broker).catch((error: unknown) => {
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
