/**
 * Checks every pact against its OpenAPI document with @pactflow/swagger-mock-validator, so the
 * consumer's expectations and the published API description cannot drift apart (docs/contracts.md).
 * Fails on any error; warnings are printed.
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { CONTRACTS, requirePactFiles } from "./pact-files";

const VALIDATOR = resolve(import.meta.dirname, "../../node_modules/.bin/swagger-mock-validator");

requirePactFiles();
let failed = false;
for (const contract of CONTRACTS) {
  console.log(`\n==> ${contract.provider}: ${contract.pactFile} against ${contract.openApi}`);
  const run = spawnSync(VALIDATOR, [contract.openApi, contract.pactFile], { stdio: "inherit" });
  if (run.status !== 0) failed = true;
}
if (failed) {
  console.error("\nA pact does not match its OpenAPI document.");
  process.exit(1);
}
console.log("\nEvery pact matches its OpenAPI document.");
