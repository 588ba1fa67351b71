/**
 * `npm run api:replay` (and the last step of `npm run test:contract`): every pact request and the
 * sandbox's own seed traffic (scripts/pact/seed-traffic.ts) go through Stoplight Prism in proxy mode
 * in front of a freshly started sandbox. Prism checks each request and each answer against
 * openapi/*.yaml on its own (it is not the sandbox's validator) and lists what breaks them in its
 * `sl-violations` header. Any violation fails the run, except the request violations an interaction
 * is about: a pact that expects 422 sends an invalid request on purpose, and one whose session is
 * refused (HTTP 401, or SPEC §8's `status: 401` in the body) may send anything, since
 * authentication comes before validation; Prism flags those too ("refused as documented").
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { startSandboxServer } from "../../mocks/http-server";
import { resetSandbox, setSandboxShape } from "../../mocks/state";
import { CONTRACTS } from "./pact-files";
import { SEED_GROUPS, type SeedRequest } from "./seed-traffic";

interface Violation {
  readonly location: readonly string[];
  readonly code: string | number;
  readonly message: string;
}

interface Replayed {
  readonly source: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly violations: readonly Violation[];
  /** True when the request violations are the point of the interaction (a 422 or 401 it expects). */
  readonly refusalExpected: boolean;
}

const ROOT = resolve(import.meta.dirname, "../..");
const PRISM = resolve(ROOT, "node_modules/.bin/prism");
const STARTUP_MS = 120_000;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** Prism in proxy mode for one document, resolved once it says it listens. */
async function startPrism(document: string, upstream: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(PRISM, ["proxy", document, upstream, "--host", "127.0.0.1", "--port", String(port)], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`Prism did not start within ${STARTUP_MS / 1000} s:\n${log}`)), STARTUP_MS);
    const listen = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes("Prism is listening")) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout?.on("data", listen);
    child.stderr?.on("data", listen);
    child.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`Prism exited with ${String(code)}:\n${log}`));
    });
  });
  child.stdout?.removeAllListeners("data").resume();
  child.stderr?.removeAllListeners("data").resume();
  child.removeAllListeners("exit");
  return { url: `http://127.0.0.1:${port}`, child };
}

function violationsOf(response: Response): Violation[] {
  const header = response.headers.get("sl-violations");
  return header === null || header === "" ? [] : (JSON.parse(header) as Violation[]);
}

async function send(
  base: string,
  request: { method: string; path: string; headers: Record<string, string>; body?: string },
): Promise<Response> {
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  await response.arrayBuffer();
  return response;
}

// ---------- pacts ----------

interface PactInteraction {
  readonly description: string;
  readonly providerStates?: ReadonlyArray<{ readonly name: string; readonly params?: Record<string, unknown> }>;
  readonly request: {
    readonly method: string;
    readonly path: string;
    readonly query?: Record<string, readonly string[]>;
    readonly headers?: Record<string, readonly string[]>;
    readonly body?: { readonly content?: unknown };
    readonly generators?: Partial<
      Record<"body" | "path" | "header" | "query", Record<string, { readonly type: string; readonly expression?: string }>>
    >;
  };
  readonly response: { readonly status: number; readonly body?: { readonly content?: unknown } };
}

/** `${name}` expressions of provider-state generators, filled from the state call's answer. */
function inject(expression: string, values: Record<string, unknown>): unknown {
  const whole = /^\$\{([^}]+)\}$/.exec(expression);
  if (whole?.[1] !== undefined && whole[1] in values) return values[whole[1]];
  return expression.replace(/\$\{([^}]+)\}/g, (_, name: string) => String(values[name] ?? ""));
}

/** Sets a value at a simple JSONPath (`$.items[0].event_id`, `$['key']`). */
function setAt(target: unknown, path: string, value: unknown): void {
  const keys = [...path.replace(/^\$/, "").matchAll(/\.([^.[\]]+)|\[(\d+)\]|\['([^']+)'\]/g)].map((match) =>
    match[2] !== undefined ? Number(match[2]) : (match[1] ?? match[3] ?? ""),
  );
  let node = target as Record<string | number, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = keys.at(-1);
  if (last !== undefined) node[last] = value;
}

/**
 * A 422 interaction sends an invalid request on purpose; a refused session (HTTP 401, or SPEC §8's
 * `status: 401` in the body of any answer) comes before validation, so its request may be anything.
 */
function refusesRequest(interaction: PactInteraction): boolean {
  const { status, body } = interaction.response;
  const content = body?.content;
  const bodyStatus = typeof content === "object" && content !== null ? (content as { status?: unknown }).status : undefined;
  return status === 422 || status === 401 || bodyStatus === 401;
}

async function applyStates(statesUrl: string, interaction: PactInteraction): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  await fetch(statesUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ action: "teardown" }),
  });
  for (const state of interaction.providerStates ?? []) {
    const answer = await fetch(statesUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "setup", state: state.name, params: state.params ?? {} }),
    });
    if (!answer.ok) throw new Error(`Provider state "${state.name}" refused: ${await answer.text()}`);
    Object.assign(values, (await answer.json()) as Record<string, unknown>);
  }
  return values;
}

function pactRequest(interaction: PactInteraction, values: Record<string, unknown>) {
  const { request } = interaction;
  const generators = request.generators ?? {};
  const body = request.body?.content === undefined ? undefined : (structuredClone(request.body.content) as unknown);
  for (const [path, generator] of Object.entries(generators.body ?? {})) {
    if (generator.type === "ProviderState" && generator.expression !== undefined && body !== undefined)
      setAt(body, path, inject(generator.expression, values));
  }
  const headers: Record<string, string> = Object.fromEntries(
    Object.entries(request.headers ?? {}).map(([name, list]) => [name, list.join(", ")]),
  );
  for (const [name, generator] of Object.entries(generators.header ?? {})) {
    if (generator.type === "ProviderState" && generator.expression !== undefined)
      headers[name] = String(inject(generator.expression, values));
  }
  const pathGenerator =
    Object.values(generators.path ?? {})[0] ?? (generators.path as { type?: string; expression?: string } | undefined);
  const path =
    pathGenerator?.type === "ProviderState" && pathGenerator.expression !== undefined
      ? String(inject(pathGenerator.expression, values))
      : request.path;
  const query = new URLSearchParams();
  for (const [name, list] of Object.entries(request.query ?? {})) {
    const generator = generators.query?.[name];
    for (const value of list)
      query.append(
        name,
        generator?.type === "ProviderState" && generator.expression !== undefined
          ? String(inject(generator.expression, values))
          : value,
      );
  }
  const search = query.size === 0 ? "" : `?${query.toString()}`;
  return {
    method: request.method,
    path: `${path}${search}`,
    headers,
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  };
}

async function replayPacts(prism: Record<string, string>, statesUrl: string): Promise<Replayed[]> {
  const replayed: Replayed[] = [];
  for (const contract of CONTRACTS) {
    if (!existsSync(contract.pactFile))
      throw new Error(`Missing ${contract.pactFile}: run the consumer tests first (npx vitest run --project contract).`);
    const pact = JSON.parse(readFileSync(contract.pactFile, "utf8")) as { interactions: PactInteraction[] };
    const base = prism[contract.provider] ?? "";
    for (const interaction of pact.interactions) {
      const request = pactRequest(interaction, await applyStates(statesUrl, interaction));
      const response = await send(base, request);
      replayed.push({
        source: `pact ${contract.provider}: ${interaction.description}`,
        method: request.method,
        path: request.path,
        status: response.status,
        violations: violationsOf(response),
        refusalExpected: refusesRequest(interaction),
      });
    }
  }
  return replayed;
}

// ---------- seed traffic ----------

async function replaySeed(prism: Record<string, string>, sandboxUrl: string): Promise<Replayed[]> {
  const games = (await (await fetch(`${sandboxUrl}/api/lotto/lottoGames?limit=4`)).json()) as {
    data: Array<{ game_slug: string; event_id: number }>;
  };
  const luckyDayEventId = games.data.find((game) => game.game_slug === "lucky-day")?.event_id ?? 0;
  const replayed: Replayed[] = [];
  for (const group of SEED_GROUPS) {
    resetSandbox();
    setSandboxShape(group.shape ?? "full");
    for (const seed of group.requests({ luckyDayEventId })) {
      const request = seedRequest(seed);
      const response = await send((seed.gameApi ? prism["lotto-game-api"] : prism["lotto-api"]) ?? "", request);
      replayed.push({
        source: `seed: ${group.name}`,
        method: request.method,
        path: request.path,
        status: response.status,
        violations: violationsOf(response),
        refusalExpected: false,
      });
    }
  }
  setSandboxShape("full");
  return replayed;
}

function seedRequest(seed: SeedRequest) {
  const headers: Record<string, string> = { ...(seed.headers ?? {}) };
  if (seed.token !== undefined) headers["Authorization"] = `Bearer ${seed.token}`;
  if (seed.body !== undefined) headers["Content-Type"] = "application/json";
  return {
    method: seed.method,
    path: seed.path,
    headers,
    ...(seed.body === undefined ? {} : { body: JSON.stringify(seed.body) }),
  };
}

// ---------- run ----------

function unexpected(entry: Replayed): Violation[] {
  return entry.violations.filter((violation) => violation.location[0] !== "request" || !entry.refusalExpected);
}

const started = Date.now();
const sandbox = await startSandboxServer({ port: 0 });
const children: ChildProcess[] = [];
try {
  const proxies = await Promise.all(
    CONTRACTS.map(async (contract) => ({ provider: contract.provider, ...(await startPrism(contract.openApi, sandbox.url)) })),
  );
  children.push(...proxies.map((proxy) => proxy.child));
  const prism: Record<string, string> = Object.fromEntries(proxies.map((proxy) => [proxy.provider, proxy.url]));
  const replayed = [...(await replayPacts(prism, `${sandbox.url}/_sandbox/state`)), ...(await replaySeed(prism, sandbox.url))];
  const failures = replayed.filter((entry) => unexpected(entry).length > 0);
  const refusals = replayed.filter(
    (entry) => entry.refusalExpected && entry.violations.some((violation) => violation.location[0] === "request"),
  );
  const summary = {
    requests: replayed.length,
    pact_requests: replayed.filter((entry) => entry.source.startsWith("pact")).length,
    seed_requests: replayed.filter((entry) => entry.source.startsWith("seed")).length,
    refused_as_documented: refusals.length,
    violations: failures.reduce((sum, entry) => sum + unexpected(entry).length, 0),
    seconds: Math.round((Date.now() - started) / 1000),
  };
  mkdirSync(resolve(ROOT, "reports"), { recursive: true });
  writeFileSync(resolve(ROOT, "reports/prism-replay.json"), `${JSON.stringify({ summary, failures }, null, 2)}\n`);
  for (const entry of failures) {
    console.error(`✗ ${entry.source}\n  ${entry.method} ${entry.path} → ${entry.status}`);
    for (const violation of unexpected(entry)) console.error(`    ${violation.location.join(".")}: ${violation.message}`);
  }
  console.log(
    `Prism proxy replay: ${summary.requests} requests (${summary.pact_requests} from the pacts, ${summary.seed_requests} seed traffic), ` +
      `${summary.refused_as_documented} invalid on purpose and refused as documented, ${summary.violations} violations, ${summary.seconds} s`,
  );
  process.exitCode = failures.length === 0 ? 0 : 1;
} finally {
  for (const child of children) child.kill();
  await sandbox.close();
}
