/**
 * npm run pact:can-i-deploy [-- --to-environment production] [-- --pacticipant lotto-api]: asks the
 * Pact Broker whether this version (git commit) of a pacticipant (default: the shop, lotto-web)
 * may go to the environment (default PACT_ENVIRONMENT, else production), with the official Pact
 * CLI. Exit 1 when it may not. Without PACT_BROKER_BASE_URL it says so and exits 0.
 *
 * npm run pact:record-deployment runs this file with --record: after a deployment, it records that
 * the version is now in the environment, so can-i-deploy of the other side checks against it.
 */
import { parseArgs } from "node:util";
import { brokerFromEnv, consumerVersion, noBroker, pactBroker, providerVersion } from "./broker";

const { values } = parseArgs({
  options: {
    "to-environment": { type: "string", default: process.env["PACT_ENVIRONMENT"] ?? "production" },
    pacticipant: { type: "string", default: "lotto-web" },
    version: { type: "string" },
    record: { type: "boolean", default: false },
    "retry-while-unknown": { type: "string", default: "0" },
  },
});

const pacticipant = values.pacticipant;
const version = values.version ?? (pacticipant === "lotto-web" ? consumerVersion() : providerVersion());
const environment = values["to-environment"];
const broker = brokerFromEnv();

if (broker === undefined) {
  noBroker(
    values.record
      ? `recording ${pacticipant} ${version} as deployed to ${environment}`
      : `can-i-deploy ${pacticipant} ${version} to ${environment}`,
  );
} else if (values.record) {
  process.exit(
    pactBroker(broker, ["record-deployment", "--pacticipant", pacticipant, "--version", version, "--environment", environment]),
  );
} else {
  process.exit(
    pactBroker(broker, [
      "can-i-deploy",
      "--pacticipant",
      pacticipant,
      "--version",
      version,
      "--to-environment",
      environment,
      "--retry-while-unknown",
      values["retry-while-unknown"],
      "--retry-interval",
      "10",
    ]),
  );
}
