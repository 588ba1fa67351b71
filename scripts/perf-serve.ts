import { type ChildProcess, spawn } from "node:child_process";
import { createServer, Socket } from "node:net";
import { resolve } from "node:path";

/** A build served over HTTP for the measurements. */
export interface Served {
  readonly url: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
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

/**
 * The port of the next server `npm run perf` starts: a free one the system picks (the default, so
 * parallel runs never collide), or PERF_PORT_BASE, PERF_PORT_BASE + 1, … when that is set (a CI
 * runner or a shared machine that hands out port ranges).
 */
let fixedPort: number | undefined;
export function choosePort(env: Readonly<Record<string, string | undefined>> = process.env): Promise<number> {
  const base = env["PERF_PORT_BASE"]?.trim();
  if (base === undefined || base === "") return freePort();
  const start = Number(base);
  if (!Number.isInteger(start) || start < 1024 || start > 65_000)
    throw new Error(`PERF_PORT_BASE must be a port number from 1024 to 65000, got "${base}"`);
  fixedPort = fixedPort === undefined ? start : fixedPort + 1;
  return Promise.resolve(fixedPort);
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = new Socket();
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("error", () => done(false));
    socket.connect(port, "127.0.0.1");
  });
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited (code ${String(child.exitCode)}) before listening on ${port}`);
    if (await canConnect(port)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`Nothing listens on port ${port} after ${timeoutMs} ms`);
}

/**
 * Serves `dir` with nginx through scripts/serve-nginx.sh, as in production (gzip, cache headers,
 * CSP): Lighthouse sees what visitors would. The JS figures do not depend on the server.
 */
export async function serveWithNginx(dir: string, apiUpstream?: string): Promise<Served> {
  const port = await choosePort();
  const child = spawn("bash", [resolve(import.meta.dirname, "serve-nginx.sh")], {
    // TLS=off: plain HTTP on 127.0.0.1 (a secure context for Chromium), so Lighthouse measures the
    // build without a self-signed certificate in the way; the headers are production's but HSTS.
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DIST: dir, API_UPSTREAM: apiUpstream ?? "", TLS: "off" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForPort(port, child, 60_000);
  return served(`http://127.0.0.1:${port}`, child);
}

function served(url: string, child: ChildProcess): Served {
  return {
    url,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * The sandbox backend over HTTP (scripts/sandbox-server.ts, a fresh seed) on a free port: the API
 * of a production build measured without the in-browser sandbox (nginx passes /api/ to it).
 */
export async function startSandboxServer(): Promise<Served> {
  const port = await choosePort();
  const tsx = resolve(import.meta.dirname, "..", "node_modules", ".bin", "tsx");
  const child = spawn(tsx, [resolve(import.meta.dirname, "sandbox-server.ts"), "--port", String(port)], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForPort(port, child, 60_000);
  return served(`http://127.0.0.1:${port}`, child);
}
