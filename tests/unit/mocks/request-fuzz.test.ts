import { Ajv2020 } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { OPERATIONS, type RequestOperation } from "@mocks/request-gate";
import { DEMO_TOKEN } from "@mocks/seed";
import { resetSandbox } from "@mocks/state";
import { mutationOf, valueOf, type JsonSchema } from "./schema-arbitrary";
import { BASE, useSandbox } from "./sandbox.fixture";

/**
 * Schema-driven fuzz of the sandbox (docs/sandbox.md, "Validation"): requests built from each
 * operation's documented parameters and body, half of them mutated to break it. Ajv, a validator
 * the sandbox does not use, says whether each request keeps the documents; the sandbox must agree:
 * a request the documents refuse answers 422, and one they accept never answers 422, unless the
 * fields at fault are ones the operation documents as checked against data (x-checks-beyond-schema:
 * a wrong password, an IBAN checksum, numbers that do not fit the game).
 */
useSandbox();

// Ajv reads multipleOf 0.01 in binary floating point unless told a precision (10.02 / 0.01 is not whole).
const ajv = new Ajv2020({ strict: false, allErrors: false, multipleOfPrecision: 9 });
addFormats(ajv);
const ajvCoercing = new Ajv2020({ strict: false, allErrors: false, coerceTypes: true, multipleOfPrecision: 9 });
addFormats(ajvCoercing);

interface Case {
  readonly path: Record<string, string>;
  readonly query: Record<string, string>;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

/** 25 requests per operation in CI; FUZZ_RUNS=500 npx vitest run … for a deeper search, FUZZ_SEED to repeat one. */
const RUNS_PER_OPERATION = Number(process.env["FUZZ_RUNS"] ?? 25);
const SEED = Number(process.env["FUZZ_SEED"] ?? 20260506);
const tally = { requests: 0, valid: 0, invalid: 0, refusedOnData: 0, operations: 0 };

const asSchema = (value: unknown): JsonSchema => (typeof value === "object" && value !== null ? (value as JsonSchema) : {});
const fuzzed = OPERATIONS.filter((operation) =>
  [operation.body, operation.query, operation.headers, operation.path_parameters].some((part) => part !== null),
);

/** Text as it travels in a URL or header: numbers and booleans written out, anything else as JSON. */
const asText = (value: unknown): string =>
  typeof value === "string"
    ? value
    : typeof value === "number" || typeof value === "boolean"
      ? String(value)
      : JSON.stringify(value);

/** Parameters as they go on the wire, so the documents are asked about exactly what the sandbox gets. */
const textOf = (values: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, asText(value)]));

function caseOf(operation: RequestOperation): fc.Arbitrary<Case> {
  const part = (schema: unknown) =>
    schema === null ? fc.constant({}) : (valueOf(asSchema(schema)) as fc.Arbitrary<Record<string, unknown>>);
  const text = (schema: unknown) => part(schema).map(textOf);
  const pathSegment = fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/);
  const path = fc.record(
    Object.fromEntries(
      Object.keys(asSchema(asSchema(operation.path_parameters)["properties"])).map((name) => [name, pathSegment]),
    ),
  );
  const valid = fc.record({
    path,
    query: text(operation.query),
    headers: text(operation.headers),
    body: operation.body === null ? fc.constant(undefined) : valueOf(asSchema(operation.body)),
  });
  const broken = valid.chain((shaped) => {
    const options: fc.Arbitrary<Case>[] = [];
    if (operation.body !== null)
      options.push(mutationOf(asSchema(operation.body), asSchema(shaped.body)).map((body) => ({ ...shaped, body })));
    const parameters = { wholeValue: false };
    if (operation.query !== null)
      options.push(
        mutationOf(asSchema(operation.query), shaped.query, parameters).map((query) => ({
          ...shaped,
          query: textOf(asSchema(query)),
        })),
      );
    if (operation.headers !== null)
      options.push(
        mutationOf(asSchema(operation.headers), shaped.headers, parameters).map((headers) => ({
          ...shaped,
          headers: textOf(asSchema(headers)),
        })),
      );
    return options.length === 0 ? fc.constant(shaped) : fc.oneof(...options);
  });
  return fc.oneof(valid, broken);
}

/** What the documents say, judged by Ajv: query and path values are text read as their documented type. */
function keepsDocuments(operation: RequestOperation, sent: Case): boolean {
  const coerced = (schema: JsonSchema | null, values: Record<string, unknown>) =>
    schema === null || ajvCoercing.validate(schema, structuredClone(values));
  if (!coerced(operation.path_parameters as JsonSchema | null, sent.path)) return false;
  if (!coerced(operation.query as JsonSchema | null, sent.query)) return false;
  if (!coerced(operation.headers as JsonSchema | null, sent.headers)) return false;
  return operation.body === null || ajv.validate(operation.body as JsonSchema, sent.body);
}

function requestOf(operation: RequestOperation, sent: Case): Request {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(sent.path[name] ?? ""));
  const query = new URLSearchParams(Object.entries(sent.query));
  const headers = new Headers({ authorization: `Bearer ${DEMO_TOKEN}` });
  for (const [name, value] of Object.entries(sent.headers)) headers.set(name, value);
  if (sent.body !== undefined) headers.set("content-type", "application/json");
  const url = `${BASE}${path}${query.size > 0 ? `?${query.toString()}` : ""}`;
  return new Request(url, {
    method: operation.method,
    headers,
    ...(sent.body === undefined ? {} : { body: JSON.stringify(sent.body) }),
  });
}

describe("schema-driven fuzz: the documents and the sandbox agree on every request", () => {
  afterAll(() => {
    console.info(
      `request fuzz: ${tally.requests} requests over ${tally.operations} operations, ${tally.valid} valid by the documents (${tally.refusedOnData} refused on data the operation documents), ${tally.invalid} invalid, 0 disagreements`,
    );
  });

  it.each(fuzzed.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    "%s",
    async (_name, operation) => {
      const checked = new Set(Object.keys(operation.checks_beyond_schema));
      let valid = 0;
      let invalid = 0;
      await fc.assert(
        fc.asyncProperty(caseOf(operation), async (sent) => {
          resetSandbox();
          const keeps = keepsDocuments(operation, sent);
          const response = await fetch(requestOf(operation, sent));
          const body = (await response.json()) as { errors?: Record<string, string[]> };
          if (keeps) {
            valid += 1;
            if (response.status !== 422) return;
            const fields = Object.keys(body.errors ?? {}).map((field) => field.split(".")[0] ?? field);
            // A documented data check may refuse what the schema allows; nothing else may.
            expect(
              fields.filter((field) => !checked.has(field)),
              `accepted by the documents, refused by the sandbox: ${JSON.stringify(body.errors)}`,
            ).toEqual([]);
            tally.refusedOnData += 1;
          } else {
            invalid += 1;
            expect(response.status, "refused by the documents, accepted by the sandbox").toBe(422);
          }
        }),
        { numRuns: RUNS_PER_OPERATION, seed: SEED },
      );
      tally.requests += valid + invalid;
      tally.valid += valid;
      tally.invalid += invalid;
      tally.operations += 1;
      // Both sides must be exercised, or the property says nothing.
      expect(valid).toBeGreaterThan(0);
      if (operation.body !== null || operation.query !== null) expect(invalid).toBeGreaterThan(0);
    },
  );
});
