/**
 * npm run pact:table [-- --write]: the interactions of the pact files per SPEC §7 call, success and
 * failure (docs/contracts.md). A failure is an answer with an HTTP status of 400 or more, or a
 * success whose body carries `status` 400 or more (SPEC §8 "status 401 in its body"). --write puts
 * the table into docs/contracts.md between its markers; without it the table is printed.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { CONTRACTS, requirePactFiles } from "./pact-files";

interface Interaction {
  readonly description: string;
  readonly request: { readonly method: string; readonly path: string };
  readonly response: { readonly status: number; readonly body?: { readonly content?: unknown } };
}

/** SPEC §7's table, in its order; `matches` tells an interaction's request apart. */
const SPEC_CALLS: ReadonlyArray<{ readonly call: string; readonly matches: (method: string, path: string) => boolean }> = [
  { call: "GET /api/lotto/lottoGames", matches: (m, p) => m === "GET" && p === "/api/lotto/lottoGames" },
  {
    call: "POST fixed-standard-lotto/results (game host)",
    matches: (m, p) => m === "POST" && p === "/fixed-standard-lotto/results",
  },
  { call: "POST /api/user/limit-game-per-week", matches: (m, p) => m === "POST" && p === "/api/user/limit-game-per-week" },
  { call: "POST /api/lotto/transact", matches: (m, p) => m === "POST" && p === "/api/lotto/transact" },
  {
    call: "POST /api/common/is-certificate-generation-completed",
    matches: (m, p) => m === "POST" && p === "/api/common/is-certificate-generation-completed",
  },
  { call: "GET /api/carts", matches: (m, p) => m === "GET" && p === "/api/carts" },
  { call: "POST /api/carts/save", matches: (m, p) => m === "POST" && p === "/api/carts/save" },
  { call: "DELETE /api/carts/delete", matches: (m, p) => m === "DELETE" && p === "/api/carts/delete" },
  { call: "POST /api/voucher/used", matches: (m, p) => m === "POST" && p === "/api/voucher/used" },
  { call: "GET /api/user/balance", matches: (m, p) => m === "GET" && p === "/api/user/balance" },
  { call: "POST /api/meta-conversion/add-event", matches: (m, p) => m === "POST" && p === "/api/meta-conversion/add-event" },
  { call: "POST /api/touch-point/visit", matches: (m, p) => m === "POST" && p === "/api/touch-point/visit" },
  { call: "GET /api/seo/{path}", matches: (m, p) => m === "GET" && p.startsWith("/api/seo/") },
];

const KINDS = ["401 HTTP", "401 in a 200 body", "422", "other 4xx", "5xx"] as const;
type Kind = (typeof KINDS)[number];

function bodyStatus(interaction: Interaction): number | undefined {
  const content = interaction.response.body?.content;
  if (typeof content !== "object" || content === null) return undefined;
  const status = (content as Record<string, unknown>)["status"];
  return typeof status === "number" ? status : undefined;
}

/** The failure kind of an interaction, or undefined for a success. */
function failureKind(interaction: Interaction): Kind | undefined {
  const http = interaction.response.status;
  if (http < 400) return bodyStatus(interaction) === 401 ? "401 in a 200 body" : undefined;
  if (http === 401) return "401 HTTP";
  if (http === 422) return "422";
  return http >= 500 ? "5xx" : "other 4xx";
}

interface Row {
  readonly call: string;
  success: number;
  failure: number;
  readonly kinds: Record<Kind, number>;
}

const newRow = (call: string): Row => ({
  call,
  success: 0,
  failure: 0,
  kinds: { "401 HTTP": 0, "401 in a 200 body": 0, "422": 0, "other 4xx": 0, "5xx": 0 },
});

export function interactionTable(): string {
  requirePactFiles();
  const rows = SPEC_CALLS.map((spec) => newRow(spec.call));
  const others = newRow(
    "every other call (sign-in, registration, OTP, passwords, profile, wallet, favourites, notifications, draws, certificates, FAQ, contact)",
  );
  for (const contract of CONTRACTS) {
    const pact = JSON.parse(readFileSync(contract.pactFile, "utf8")) as { interactions: Interaction[] };
    for (const interaction of pact.interactions) {
      const index = SPEC_CALLS.findIndex((spec) => spec.matches(interaction.request.method, interaction.request.path));
      const row = rows[index] ?? others;
      const kind = failureKind(interaction);
      if (kind === undefined) row.success += 1;
      else {
        row.failure += 1;
        row.kinds[kind] += 1;
      }
    }
  }
  const all = [...rows, others];
  const total = all.reduce((sum, row) => ({ success: sum.success + row.success, failure: sum.failure + row.failure }), {
    success: 0,
    failure: 0,
  });
  const cell = (n: number) => (n === 0 ? "–" : String(n));
  const lines = [
    `| SPEC §7 call | success | failure | ${KINDS.join(" | ")} |`,
    `|---|---|---|${KINDS.map(() => "---").join("|")}|`,
    ...all.map(
      (row) => `| ${row.call} | ${row.success} | ${row.failure} | ${KINDS.map((kind) => cell(row.kinds[kind])).join(" | ")} |`,
    ),
    `| **all interactions (${total.success + total.failure})** | **${total.success}** | **${total.failure}** | ${KINDS.map((kind) => cell(all.reduce((sum, row) => sum + row.kinds[kind], 0))).join(" | ")} |`,
  ];
  return lines.join("\n");
}

const START = "<!-- interaction-table:start (npm run pact:table -- --write) -->";
const END = "<!-- interaction-table:end -->";

if (process.argv[1] !== undefined && import.meta.filename === process.argv[1]) {
  const table = interactionTable();
  if (process.argv.includes("--write")) {
    const doc = resolve(import.meta.dirname, "../../docs/contracts.md");
    const text = readFileSync(doc, "utf8");
    const from = text.indexOf(START);
    const to = text.indexOf(END);
    if (from < 0 || to < from) throw new Error(`docs/contracts.md has no ${START} … ${END} markers`);
    writeFileSync(doc, `${text.slice(0, from + START.length)}\n${table}\n${text.slice(to)}`);
    console.log("docs/contracts.md: interaction table written.");
  } else {
    console.log(table);
  }
}
