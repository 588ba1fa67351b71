/**
 * `npm run sandbox`: the sandbox backend on http://127.0.0.1:8787 (or SANDBOX_PORT / --port).
 * Demo credentials and codes: docs/sandbox.md.
 */
import { startSandboxServer } from "../mocks/http-server";

function portFromArgs(args: readonly string[]): number {
  const flag = args.findIndex((arg) => arg === "--port" || arg.startsWith("--port="));
  const raw = flag === -1 ? process.env["SANDBOX_PORT"] : (args[flag]?.split("=")[1] ?? args[flag + 1]);
  const port = raw === undefined || raw === "" ? 8787 : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Not a port: ${raw ?? ""}`);
  return port;
}

const server = await startSandboxServer({ port: portFromArgs(process.argv.slice(2)) });
console.log(`Sandbox backend on ${server.url} (try ${server.url}/api/lotto/lottoGames?limit=4)`);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
