import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { act } from "@testing-library/react";
import { afterAll, expect, it } from "vitest";
import type { ScreenShop } from "../features/account/screen-harness";
import {
  eventually,
  FAULT_TIMEOUT_MS,
  faultShop,
  injectFault,
  released,
  SERVER_WORDS,
  shownKeys,
  TOKENS,
  type Method,
  type Rendered,
} from "./fault-harness";
import { FAULT_NAMES, type FaultName } from "./fault-names";
import { DOC, documentedRows, type Expected, type FaultCase, MATRIX_DIR, matrixRow } from "./matrix-table";

/** A screen opened and filled in, ready for the user's action. */
export interface Opened {
  readonly rendered: Rendered;
  /** The user's action (press Pay, Save, Confirm …). */
  readonly act: () => Promise<void>;
  /** The button that started the call: it must be usable again afterwards. */
  readonly button: () => HTMLElement | null;
  /** What the user typed or paid for (form values, cart lines): the same after the fault. */
  readonly kept: () => unknown;
  /** What `kept` must be afterwards when the action itself changes it (a removed cart line); default: as before. */
  readonly keptAfter?: unknown;
}

export interface FaultScenario {
  /** The row's name in the matrix. */
  readonly call: string;
  readonly method: Method;
  readonly path: string;
  readonly signedIn: boolean;
  readonly open: (shop: ScreenShop) => Promise<Opened>;
  /** The call starts as the page opens (a poll): the fault is in place before `open`. */
  readonly faultFirst?: boolean;
  /** Default: a 401 in the body logs out (SPEC §8); every other fault shows a message. */
  readonly expected?: (fault: FaultName) => Expected;
}

const defaultExpected = (fault: FaultName): Expected => (fault === "401-in-200" ? "logout" : "message");

/** Texts that frame a message rather than say it (the error summary's heading). */
const FRAME_KEYS = new Set(["account.form.errorSummaryTitle"]);

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Runs one call against one fault on a fresh shop and reports what the screen did. */
export async function runFaultCase(scenario: FaultScenario, fault: FaultName): Promise<FaultCase> {
  const expected = (scenario.expected ?? defaultExpected)(fault);
  const t0 = performance.now();
  const lap = (what: string) =>
    process.env["FAULT_TIMING"] === "1" &&
    console.info(`${scenario.call}/${fault} ${what} ${Math.round(performance.now() - t0)} ms`);
  const shop = await faultShop(scenario.signedIn);
  lap("shop");
  const early = scenario.faultFirst === true ? injectFault(scenario.method, scenario.path, fault) : undefined;
  const opened = await scenario.open(shop);
  lap("open");
  const injected = early ?? injectFault(scenario.method, scenario.path, fault);
  const keptBefore = "keptAfter" in opened ? opened.keptAfter : opened.kept();
  const keysBefore = shownKeys();
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error);
  window.addEventListener("error", onError);
  await opened.act();
  lap("act");
  await eventually(() => injected.hits() > 0, 5_000);
  lap("hit");
  const user = () => shop.injector.get(TOKENS.sessionState).get().user;
  const loggedOut = () => user() === null && shop.navigator.last?.path === "/login";
  const isReleased = await eventually(
    () => released(opened.button()) || (expected === "logout" && loggedOut()),
    FAULT_TIMEOUT_MS * 4 + 5_000,
  );
  const newKeys = () => [...shownKeys()].filter((key) => !keysBefore.has(key) && !FRAME_KEYS.has(key)).sort();
  lap("released");
  await eventually(() => (expected === "logout" ? loggedOut() : newKeys().length > 0), 2_000);
  lap("message");
  // Late answers (a timed-out call's) land inside the test, not in the next one.
  await act(() => new Promise((done) => setTimeout(done, 0)));
  window.removeEventListener("error", onError);
  const text = document.body.textContent ?? "";
  const shown = newKeys();
  const result =
    expected === "logout"
      ? loggedOut()
        ? "logout → /login"
        : `no logout (${shown.join(", ") || "nothing"})`
      : shown.length > 0
        ? shown.join(", ")
        : expected === "success"
          ? "success"
          : "nothing";
  lap(`→ ${result}`);
  return {
    call: scenario.call,
    request: `${scenario.method.toUpperCase()} ${scenario.path}`,
    fault,
    expected,
    result,
    // SPEC §4: a logout wipes what was stored, by design; elsewhere nothing may be lost.
    kept: expected === "logout" && loggedOut() ? "n/a" : sameValue(opened.kept(), keptBefore),
    released: expected === "logout" && loggedOut() ? "n/a" : isReleased,
    crashed: opened.rendered.crashes.length > 0 || errors.length > 0,
    leaked: SERVER_WORDS.filter((word) => text.includes(word)),
  };
}

/** The assertions every case must pass. */
export function expectHandled(outcome: FaultCase): void {
  expect.soft(outcome.crashed, "no crash").toBe(false);
  expect.soft(outcome.leaked, "no server words on the screen (English, HTML)").toEqual([]);
  expect.soft(outcome.released, "the button is usable again").not.toBe(false);
  expect.soft(outcome.kept, "what the user typed or paid for is kept").not.toBe(false);
  if (outcome.expected === "logout") expect.soft(outcome.result, "SPEC §8: logout and /login").toBe("logout → /login");
  if (outcome.expected === "message") expect.soft(outcome.result, "a message in the user's language").not.toBe("nothing");
}

/**
 * A table test over scenarios × the six faults. Each file writes its cases to
 * reports/fault-matrix/<family>.json (`npm run fault-matrix` puts them in docs/quality.md) and
 * checks that docs/quality.md carries the same rows for its calls, in any order.
 */
export function faultMatrix(family: string, scenarios: ReadonlyArray<FaultScenario>): void {
  const cases: FaultCase[] = [];
  for (const scenario of scenarios) {
    it.each(FAULT_NAMES)(`${scenario.call}: %s`, async (fault) => {
      const outcome = await runFaultCase(scenario, fault);
      cases.push(outcome);
      expectHandled(outcome);
    });
  }
  afterAll(() => {
    if (cases.length === scenarios.length * FAULT_NAMES.length) {
      mkdirSync(MATRIX_DIR, { recursive: true });
      writeFileSync(
        join(MATRIX_DIR, `${family}.json`),
        `${JSON.stringify({ family, calls: scenarios.map((s) => s.call), cases }, null, 2)}\n`,
      );
    }
  });
  it("docs/quality.md carries these rows of the fault matrix (npm run fault-matrix)", () => {
    if (process.env["FAULT_MATRIX_UPDATE"] === "1" || cases.length !== scenarios.length * FAULT_NAMES.length) return;
    const documented = documentedRows(readFileSync(DOC, "utf8"));
    for (const scenario of scenarios) {
      const row = matrixRow(cases.filter((c) => c.call === scenario.call));
      expect
        .soft(documented.get(scenario.call), `docs/quality.md row for "${scenario.call}" (run npm run fault-matrix)`)
        .toBe(row);
    }
  });
}
