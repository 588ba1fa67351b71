/**
 * Versions and the Pact Broker (docs/contracts.md, "Publishing and gating"). The broker is used only
 * when PACT_BROKER_BASE_URL is set; every command says plainly when it is not.
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");

export interface Broker {
  readonly url: string;
  /** PACT_BROKER_TOKEN (PactFlow, or a broker with bearer auth); else username and password. */
  readonly token?: string;
  readonly username?: string;
  readonly password?: string;
}

const env = (name: string): string | undefined => {
  const value = process.env[name]?.trim();
  return value === undefined || value === "" ? undefined : value;
};

export function brokerFromEnv(): Broker | undefined {
  const url = env("PACT_BROKER_BASE_URL");
  if (url === undefined) return undefined;
  const token = env("PACT_BROKER_TOKEN");
  const username = env("PACT_BROKER_USERNAME");
  const password = env("PACT_BROKER_PASSWORD");
  return {
    url: url.replace(/\/+$/, ""),
    ...(token === undefined ? {} : { token }),
    ...(username === undefined ? {} : { username }),
    ...(password === undefined ? {} : { password }),
  };
}

function git(...args: string[]): string | undefined {
  const run = spawnSync("git", args, { cwd: ROOT, encoding: "utf8" });
  const out = run.stdout?.trim();
  return run.status === 0 && out !== undefined && out !== "" ? out : undefined;
}

/**
 * The version of this code: the git commit (Pact's advice: one version per commit), unless the
 * environment names it (PACT_CONSUMER_VERSION / PACT_PROVIDER_VERSION). "unknown" outside git.
 */
export function gitVersion(override: string | undefined): string {
  return override ?? git("rev-parse", "HEAD") ?? "unknown";
}

/**
 * The branch of this code: the environment's (PACT_*_BRANCH, then the CI's own variables), else
 * git's current branch; undefined on a detached head with nothing to say otherwise.
 */
export function gitBranch(override: string | undefined): string | undefined {
  const named = override ?? env("GITHUB_HEAD_REF") ?? env("GITHUB_REF_NAME") ?? env("CI_COMMIT_REF_NAME") ?? env("BRANCH_NAME");
  if (named !== undefined) return named;
  const branch = git("rev-parse", "--abbrev-ref", "HEAD");
  return branch === "HEAD" ? undefined : branch;
}

export const consumerVersion = (): string => gitVersion(env("PACT_CONSUMER_VERSION"));
export const consumerBranch = (): string | undefined => gitBranch(env("PACT_CONSUMER_BRANCH"));
export const providerVersion = (): string => gitVersion(env("PACT_PROVIDER_VERSION"));
export const providerBranch = (): string | undefined => gitBranch(env("PACT_PROVIDER_BRANCH"));

/** The official Pact CLI from npm (@pact-foundation/pact-cli): `pact-broker <command> …`. */
const PACT_BROKER_CLI = resolve(ROOT, "node_modules/.bin/pact-broker");

/** Runs a broker command with the broker's address and credentials; answers its exit status. */
export function pactBroker(broker: Broker, args: readonly string[]): number {
  const credentials =
    broker.token !== undefined
      ? ["--broker-token", broker.token]
      : [
          ...(broker.username === undefined ? [] : ["--broker-username", broker.username]),
          ...(broker.password === undefined ? [] : ["--broker-password", broker.password]),
        ];
  const printable = args.join(" ");
  console.log(`pact-broker ${printable} (broker ${broker.url})`);
  const run = spawnSync(PACT_BROKER_CLI, [...args, "--broker-base-url", broker.url, ...credentials], {
    stdio: "inherit",
    cwd: ROOT,
  });
  if (run.error !== undefined) throw run.error;
  return run.status ?? 1;
}

/** The plain message every broker command prints when no broker is configured. */
export function noBroker(what: string): void {
  console.log(`No Pact Broker configured (PACT_BROKER_BASE_URL is not set): ${what} skipped.`);
  console.log(
    "Set PACT_BROKER_BASE_URL and PACT_BROKER_TOKEN (or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD); docs/contracts.md.",
  );
}
