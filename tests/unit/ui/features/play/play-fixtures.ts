import type { RandomPort } from "@/application/ports/random.port";
import { counterIds, replayRandom, seededRandom } from "../../../domain/domain-fixtures";

/** A RandomPort for component tests: repeatable numbers and ids "id-1", "id-2", … */
export const testRandom = (numbers: "first" | number = "first"): RandomPort => {
  const next = numbers === "first" ? replayRandom([0]) : seededRandom(numbers);
  const uuid = counterIds();
  return { next, uuid };
};

export { sampleGame } from "../../../domain/domain-fixtures";
