/**
 * Writes the consumer's version (git commit) and branch into every pact file's metadata, so a pact
 * handed on without a broker still says which build of the shop it came from (docs/contracts.md).
 * Run by npm run test:contract after the consumer tests, and by npm run pact:publish.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { consumerBranch, consumerVersion } from "./broker";
import { CONTRACTS, requirePactFiles } from "./pact-files";

interface PactFile {
  metadata?: Record<string, unknown>;
}

export function stampPacts(): { readonly version: string; readonly branch: string | undefined } {
  requirePactFiles();
  const version = consumerVersion();
  const branch = consumerBranch();
  for (const contract of CONTRACTS) {
    const pact = JSON.parse(readFileSync(contract.pactFile, "utf8")) as PactFile;
    pact.metadata = { ...pact.metadata, consumer: { version, ...(branch === undefined ? {} : { branch }) } };
    writeFileSync(contract.pactFile, `${JSON.stringify(pact, null, 2)}\n`);
  }
  return { version, branch };
}

if (process.argv[1] !== undefined && import.meta.filename === process.argv[1]) {
  const { version, branch } = stampPacts();
  console.log(`Pact files stamped: consumer version ${version}, branch ${branch ?? "(none: detached head)"}.`);
}
