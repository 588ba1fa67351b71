/** Removes old pact files so a contract run holds only the interactions its tests declare today. */
import { rmSync } from "node:fs";
import { PACT_DIR } from "./pact-files";

rmSync(PACT_DIR, { recursive: true, force: true });
