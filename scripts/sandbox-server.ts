/**
 * `npm run sandbox`: the sandbox backend on http://127.0.0.1:8787 (or SANDBOX_PORT / --port).
 * Demo credentials and codes: docs/sandbox.md.
 */
import { startSandboxServer } from "../mocks/http-server";
import { readSandboxShape, setSandboxShape } from "../mocks/state";

function portFromArgs(args: readonly string[]): number {
  const flag = args.findIndex((arg) => arg === "--port" || arg.startsWith("--port="));
  const raw = flag === -1 ? process.env["SANDBOX_PORT"] : (args[flag]?.split("=")[1] ?? args[flag + 1]);
  const port = raw === undefined || raw === "" ? 8787 : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Not a port: ${raw ?? ""}`);
  return port;
}

// SANDBOX_SHAPE=spec answers as SPEC §7 words it (docs/sandbox.md); a provider state may change it.
const shapeText = process.env["SANDBOX_SHAPE"];
const shape = readSandboxShape(shapeText);
if (shapeText !== undefined && shapeText !== "" && shape === undefined)
  throw new Error(`SANDBOX_SHAPE must be "full" or "spec", got ${shapeText}`);
setSandboxShape(shape ?? "full", { asDefault: true });

const server = await startSandboxServer({ port: portFromArgs(process.argv.slice(2)) });
console.log(`Sandbox backend on ${server.url}, ${shape ?? "full"} answers (try ${server.url}/api/lotto/lottoGames?limit=4)`);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
