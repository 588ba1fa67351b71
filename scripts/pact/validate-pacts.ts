/**
 * Checks every pact against its OpenAPI document with @pactflow/swagger-mock-validator, so the
 * consumer's expectations and the published API description cannot drift apart (docs/contracts.md).
 * Fails on any error; warnings are printed. Both documents are checked at once, each output printed
 * whole when its check ends.
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { CONTRACTS, requirePactFiles } from "./pact-files";

const VALIDATOR = resolve(import.meta.dirname, "../../node_modules/.bin/swagger-mock-validator");

requirePactFiles();
const checks = CONTRACTS.map(
  (contract) =>
    new Promise<boolean>((done) => {
      const child = spawn(VALIDATOR, [contract.openApi, contract.pactFile], { stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.on("close", (code) => {
        console.log(`\n==> ${contract.provider}: ${contract.pactFile} against ${contract.openApi}`);
        process.stdout.write(output);
        done(code === 0);
      });
    }),
);
if ((await Promise.all(checks)).includes(false)) {
  console.error("\nA pact does not match its OpenAPI document.");
  process.exit(1);
}
console.log("\nEvery pact matches its OpenAPI document.");
