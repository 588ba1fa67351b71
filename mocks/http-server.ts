import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getResponse } from "msw";
import { handlers } from "./handlers";
import { matchRoute } from "./request-gate";
import {
  endProviderStates,
  PROVIDER_STATES,
  ProviderStateRefused,
  providerState,
  providerStateOverride,
} from "./provider-states";

/**
 * The sandbox over real HTTP (npm run sandbox, contract tests): each request becomes a fetch
 * Request answered by the same MSW handlers (STACK.md: getResponse). CORS is open so a build
 * served from another origin can call it. POST /_sandbox/state sets Pact provider states.
 */
export interface SandboxServer {
  url: string;
  close(): Promise<void>;
}

const STATE_PATH = "/_sandbox/state";

function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    "access-control-allow-origin": request.headers.origin ?? "*",
    "access-control-allow-methods": "GET, POST, PUT, DELETE, OPTIONS",
    "access-control-allow-headers": request.headers["access-control-request-headers"] ?? "authorization, content-type",
    "access-control-expose-headers": "retry-after, idempotent-replayed",
    "access-control-max-age": "600",
    vary: "Origin",
  };
}

async function readRaw(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toFetchRequest(request: IncomingMessage, body: Buffer, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  // HEAD is GET without the body (RFC 9110 §9.3.2): the handlers answer GET, send() drops the body.
  const method = request.method === "HEAD" ? "GET" : (request.method ?? "GET");
  const hasBody = method !== "GET" && method !== "HEAD" && body.length > 0;
  return new Request(new URL(request.url ?? "/", origin), {
    method,
    headers,
    ...(hasBody ? { body: new Uint8Array(body) } : {}),
  });
}

function json(status: number, body: unknown): Response {
  return Response.json(body, { status });
}

/**
 * Pact's provider-state call `{ state, params?, action? }`, answered with the values to inject.
 * The first setup after a teardown (or the first ever) starts from the seed; further setups before
 * the next teardown belong to the same interaction and add to it. A teardown resets the sandbox.
 * A state named twice before a teardown starts a new interaction: a run that stopped midway never
 * sent its teardown, and the next run must not build on what it left.
 */
let openStates: Set<string> | null = null;

function setProviderState(body: Buffer): Response {
  let parsed: { state?: unknown; params?: unknown; action?: unknown };
  try {
    parsed = JSON.parse(body.toString("utf8")) as typeof parsed;
  } catch {
    return json(400, { status: 400, message: "The body must be JSON: { state, params? }." });
  }
  if (parsed.action === "teardown") {
    if (openStates !== null) endProviderStates();
    openStates = null;
    return json(200, {});
  }
  const params = typeof parsed.params === "object" && parsed.params !== null ? (parsed.params as Record<string, unknown>) : {};
  const name = typeof parsed.state === "string" ? parsed.state : "";
  try {
    const fresh = openStates === null || openStates.has(name);
    const values = providerState(name, params, { reset: fresh });
    if (values === undefined)
      return json(400, { status: 400, message: `Unknown provider state: ${name}`, known: PROVIDER_STATES });
    openStates = fresh || openStates === null ? new Set([name]) : openStates.add(name);
    // The body is the map of values the verifier injects into the request (docs/contracts.md).
    return json(200, values);
  } catch (error) {
    if (error instanceof ProviderStateRefused) return json(400, { status: 400, message: error.message });
    throw error;
  }
}

/** Methods a fetch Request cannot carry (Fetch standard, "forbidden method"): answered here, never by a handler. */
const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

/** 405 with the path's documented methods in `Allow` (RFC 9110 §15.5.6), or 404 for a path no document has. */
function notAllowed(method: string, pathname: string): Response {
  const match = matchRoute("TRACE", pathname);
  if (match.kind === "unknown-path") return json(404, { status: 404, message: `No sandbox route for ${method} ${pathname}` });
  const allow = match.kind === "method-not-allowed" ? match.allow : [match.operation.method, "OPTIONS"];
  return Response.json(
    { status: 405, message: `${method} is not allowed on ${pathname}.` },
    { status: 405, headers: { Allow: allow.join(", ") } },
  );
}

async function answer(request: Request, raw: Buffer): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === STATE_PATH && request.method === "POST") return setProviderState(raw);
  if (url.pathname === STATE_PATH && request.method === "GET") return json(200, { status: 200, data: PROVIDER_STATES });
  const overridden = providerStateOverride(request);
  if (overridden !== undefined) return overridden;
  try {
    return (
      (await getResponse(handlers, request)) ??
      json(404, { status: 404, message: `No sandbox route for ${request.method} ${url.pathname}` })
    );
  } catch (error) {
    return json(500, { status: 500, message: error instanceof Error ? error.message : "Sandbox failure" });
  }
}

async function send(response: Response, target: ServerResponse, cors: Record<string, string>, headOnly = false): Promise<void> {
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  target.writeHead(response.status, headers);
  target.end(headOnly ? undefined : Buffer.from(await response.arrayBuffer()));
}

export async function startSandboxServer(options: { port?: number; host?: string } = {}): Promise<SandboxServer> {
  const host = options.host ?? "127.0.0.1";
  const server = createServer((request, response) => {
    const cors = corsHeaders(request);
    if (request.method === "OPTIONS") {
      response.writeHead(204, cors).end();
      return;
    }
    const method = (request.method ?? "GET").toUpperCase();
    if (FORBIDDEN_METHODS.has(method)) {
      request.resume();
      void send(notAllowed(method, new URL(request.url ?? "/", `http://${host}`).pathname), response, cors);
      return;
    }
    void readRaw(request)
      .then(async (raw) =>
        send(await answer(toFetchRequest(request, raw, `http://${host}`), raw), response, cors, method === "HEAD"),
      )
      .catch((error: unknown) => {
        response.writeHead(500, { "content-type": "application/json", ...cors });
        response.end(JSON.stringify({ status: 500, message: String(error) }));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 8787, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
