import { describe, expect, it } from "vitest";
import { FAULT_NAMES } from "./fault-names";
import { documentedRows, END, type FaultCase, matrixMarkdown, matrixRow, matrixSummary, START } from "./matrix-table";

const cell = (fault: FaultCase["fault"], overrides: Partial<FaultCase> = {}): FaultCase => ({
  call: "change password",
  request: "POST /api/user/change-password",
  fault,
  expected: fault === "401-in-200" ? "logout" : "message",
  result: fault === "401-in-200" ? "logout → /login" : "errors.generic",
  kept: fault === "401-in-200" ? "n/a" : true,
  released: fault === "401-in-200" ? "n/a" : true,
  crashed: false,
  leaked: [],
  ...overrides,
});

const row = FAULT_NAMES.map((fault) => cell(fault));

describe("the published fault matrix (docs/quality.md)", () => {
  it("writes one row per call: a cell per fault in a fixed order, kept and released counted where the page stays", () => {
    expect(matrixRow([...row].reverse())).toBe(
      "| change password | `POST /api/user/change-password` | `errors.generic` | `errors.generic` | `errors.generic` | `errors.generic` | `errors.generic` | logout → /login | 5/5 | 5/5 | 0 |",
    );
  });

  it("reads the documented rows by call, whatever their order and whatever surrounds the markers", () => {
    const doc = `# Quality\n\n${START}\n${matrixMarkdown([{ calls: ["change password"], cases: row }])}\n| contact form | x |\n${END}\n| outside | y |\n`;
    const rows = documentedRows(doc);
    expect([...rows.keys()]).toEqual(["change password", "contact form"]);
    expect(rows.get("change password")).toBe(matrixRow(row));
    expect(documentedRows("no markers")).toEqual(new Map());
  });

  it("counts every failure kind in the summary", () => {
    const bad = [
      cell("500", { crashed: true }),
      cell("timeout", { kept: false }),
      cell("dropped", { released: false, result: "nothing" }),
      cell("html-502", { leaked: ["Bad Gateway"] }),
    ];
    expect(matrixSummary(bad)).toBe(
      "**1 calls × 6 faults = 4 cases**: 1 crashes, 1 lost inputs or carts, 1 buttons left pending, 1 server texts on screen, 1 faults without a message, 0 SPEC §8 logouts.",
    );
  });
});
