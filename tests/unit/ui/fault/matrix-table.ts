import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { FAULT_NAMES, type FaultName } from "./fault-names";

/**
 * The fault matrix as docs/quality.md publishes it (issue 13 point 7): no test runner here, so
 * scripts/fault-matrix.ts can build the table from the cases the tests wrote.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../../../..");
export const MATRIX_DIR = join(ROOT, "reports/fault-matrix");
export const DOC = join(ROOT, "docs/quality.md");
export const START = "<!-- fault-matrix:start -->";
export const END = "<!-- fault-matrix:end -->";

/** What a fault must lead to: a message, the SPEC §8 logout, or (for a call whose answer is not read) the success. */
export type Expected = "message" | "logout" | "success";

/** One cell of the matrix, with everything the test checked. */
export interface FaultCase {
  readonly call: string;
  readonly request: string;
  readonly fault: FaultName;
  readonly expected: Expected;
  /** The dictionary keys the screen newly shows, or the outcome (`logout → /login`, `saved`). */
  readonly result: string;
  /** "n/a" after a SPEC §8 logout: the page is left for /login and the stored data wiped (SPEC §4). */
  readonly kept: boolean | "n/a";
  readonly released: boolean | "n/a";
  readonly crashed: boolean;
  readonly leaked: ReadonlyArray<string>;
}

// ---- The published matrix ----

export const FAULT_LABELS: Record<FaultName, string> = {
  "500": "500",
  timeout: "timeout",
  dropped: "dropped connection",
  "html-502": "HTML 502",
  "malformed-200": "malformed 200",
  "401-in-200": "200 with status 401",
};

/** One call's row: its cells in FAULT_NAMES order, then kept / released / crashes counts. */
export const matrixRow = (cases: ReadonlyArray<FaultCase>): string => {
  const first = cases[0];
  if (first === undefined) throw new Error("a row needs cases");
  const cells = FAULT_NAMES.map((fault) => {
    const cell = cases.find((candidate) => candidate.fault === fault);
    return cell === undefined
      ? "–"
      : cell.result
          .split(", ")
          .map((key) => (key.includes(".") ? `\`${key}\`` : key))
          .join(", ");
  });
  // Counted over the cases where the page stays (a SPEC §8 logout leaves it for /login).
  const count = (of: (c: FaultCase) => boolean | "n/a") => {
    const applicable = cases.filter((c) => of(c) !== "n/a");
    return `${applicable.filter((c) => of(c) === true).length}/${applicable.length}`;
  };
  return `| ${first.call} | \`${first.request}\` | ${cells.join(" | ")} | ${count((c) => c.kept)} | ${count((c) => c.released)} | ${cases.filter((c) => c.crashed).length} |`;
};

export const MATRIX_HEADER = [
  `| call | request | ${FAULT_NAMES.map((fault) => FAULT_LABELS[fault]).join(" | ")} | kept | released | crashes |`,
  `|---|---|${FAULT_NAMES.map(() => "---").join("|")}|---|---|---|`,
];

/** The rows of the matrix in docs/quality.md (between the markers), by call name. */
export const documentedRows = (doc: string): Map<string, string> => {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) return new Map();
  const rows = doc
    .slice(start + START.length, end)
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| call |"));
  return new Map(rows.map((line) => [line.split(" | ")[0]?.slice(2) ?? "", line]));
};

/** The closing figures over every case: matrix size, crashes, lost inputs, stuck buttons, untranslated texts. */
export const matrixSummary = (cases: ReadonlyArray<FaultCase>): string => {
  const calls = new Set(cases.map((c) => c.call)).size;
  const count = (of: (c: FaultCase) => boolean) => cases.filter(of).length;
  return [
    `**${calls} calls × ${FAULT_NAMES.length} faults = ${cases.length} cases**:`,
    `${count((c) => c.crashed)} crashes,`,
    `${count((c) => c.kept === false)} lost inputs or carts,`,
    `${count((c) => c.released === false)} buttons left pending,`,
    `${count((c) => c.leaked.length > 0)} server texts on screen,`,
    `${count((c) => c.expected === "message" && c.result === "nothing")} faults without a message,`,
    `${count((c) => c.result === "logout → /login")} SPEC §8 logouts.`,
  ].join(" ");
};

/** The whole table with its summary, as it goes between the markers. */
export const matrixMarkdown = (
  families: ReadonlyArray<{ readonly calls: ReadonlyArray<string>; readonly cases: ReadonlyArray<FaultCase> }>,
): string => {
  const rows = families.flatMap(({ calls, cases }) => calls.map((call) => matrixRow(cases.filter((c) => c.call === call))));
  return [matrixSummary(families.flatMap((f) => f.cases)), "", ...MATRIX_HEADER, ...rows].join("\n");
};
