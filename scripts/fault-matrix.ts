/**
 * Puts the fault matrix the fault tests computed (reports/fault-matrix/*.json, written by
 * tests/unit/ui/fault) into docs/quality.md between its markers, and into reports/fault-matrix.md.
 * `npm run fault-matrix` runs the tests first; each test file then checks the doc's rows for its calls.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DOC, END, type FaultCase, MATRIX_DIR, matrixMarkdown, START } from "../tests/unit/ui/fault/matrix-table";

interface FamilyFile {
  readonly family: string;
  readonly calls: ReadonlyArray<string>;
  readonly cases: ReadonlyArray<FaultCase>;
}

/** The families in a fixed order (the order the calls are listed in issue 13 point 7). */
const ORDER = ["checkout", "auth", "account", "wallet"];
const rank = (family: string): number => (ORDER.includes(family) ? ORDER.indexOf(family) : ORDER.length);

const families = readdirSync(MATRIX_DIR)
  .filter((name) => name.endsWith(".json"))
  .map((name) => JSON.parse(readFileSync(join(MATRIX_DIR, name), "utf8")) as FamilyFile)
  .sort((a, b) => rank(a.family) - rank(b.family) || a.family.localeCompare(b.family));
if (families.length === 0) throw new Error(`No fault cases in ${MATRIX_DIR}: run the fault tests first (npm run fault-matrix).`);

const table = matrixMarkdown(families);
writeFileSync(join(MATRIX_DIR, "..", "fault-matrix.md"), `${table}\n`);
const doc = readFileSync(DOC, "utf8");
const start = doc.indexOf(START);
const end = doc.indexOf(END);
if (start < 0 || end < start) throw new Error(`${DOC} has no ${START} … ${END} markers`);
writeFileSync(DOC, `${doc.slice(0, start + START.length)}\n${table}\n${doc.slice(end)}`);
console.log(`fault matrix: ${families.map((f) => f.family).join(", ")} → docs/quality.md, reports/fault-matrix.md`);
console.log(table.split("\n")[0]);
