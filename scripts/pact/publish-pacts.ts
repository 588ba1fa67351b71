/**
 * npm run pact:publish: publishes the shop's pact files to the Pact Broker with the official Pact
 * CLI, as consumer version = git commit and branch = git branch (docs/contracts.md). Without
 * PACT_BROKER_BASE_URL it says so and exits 0, so a build without a broker is not failed.
 */
import { brokerFromEnv, noBroker, pactBroker } from "./broker";
import { CONTRACTS } from "./pact-files";
import { stampPacts } from "./stamp-pacts";

const broker = brokerFromEnv();
if (broker === undefined) {
  noBroker("publishing the pacts");
} else {
  const { version, branch } = stampPacts();
  const status = pactBroker(broker, [
    "publish",
    ...CONTRACTS.map((contract) => contract.pactFile),
    "--consumer-app-version",
    version,
    ...(branch === undefined ? [] : ["--branch", branch]),
    ...(process.env["BUILD_URL"] === undefined ? [] : ["--build-url", process.env["BUILD_URL"]]),
  ]);
  process.exit(status);
}
