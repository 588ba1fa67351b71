import fc from "fast-check";

/**
 * fast-check arbitraries read from a JSON Schema (the request schemas of openapi/*.yaml, as
 * mocks/generated/request-schemas.json holds them): values that mostly keep the schema, and
 * mutations that mostly break it. Whether a value keeps it is never assumed here: the fuzz asks an
 * independent validator (tests/unit/mocks/request-fuzz.test.ts).
 */
export type JsonSchema = Record<string, unknown>;

const asSchema = (value: unknown): JsonSchema => (typeof value === "object" && value !== null ? (value as JsonSchema) : {});
const numberOr = (value: unknown, fallback: number): number => (typeof value === "number" ? value : fallback);

/** A schema with its allOf members folded in, patterns collected (Password keeps one pattern per rule). */
function folded(schema: JsonSchema): JsonSchema & { patterns: string[] } {
  const members = Array.isArray(schema["allOf"]) ? schema["allOf"].map(asSchema) : [];
  const merged: JsonSchema = { ...schema };
  const patterns = typeof schema["pattern"] === "string" ? [schema["pattern"]] : [];
  for (const member of members) {
    for (const [key, value] of Object.entries(member)) {
      if (key === "pattern" && typeof value === "string") patterns.push(value);
      else merged[key] ??= value;
    }
  }
  return { ...merged, patterns };
}

function typesOf(schema: JsonSchema): string[] {
  const type = schema["type"];
  if (Array.isArray(type)) return type.map(String);
  if (typeof type === "string") return [type];
  if (schema["properties"] !== undefined) return ["object"];
  if (schema["items"] !== undefined) return ["array"];
  return ["string"];
}

const isoDate = fc
  .date({ min: new Date("1930-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

function stringArbitrary(schema: JsonSchema & { patterns: string[] }): fc.Arbitrary<string> {
  const min = numberOr(schema["minLength"], 0);
  const max = Math.min(numberOr(schema["maxLength"], 40), 60);
  if (schema["format"] === "date") return isoDate;
  if (schema["format"] === "date-time") return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  const anchored = schema.patterns.filter((pattern) => pattern.startsWith("^"));
  const loose = schema.patterns.filter((pattern) => !pattern.startsWith("^"));
  const base =
    anchored[0] !== undefined
      ? fc.stringMatching(new RegExp(anchored[0], "u"))
      : loose.length > 0
        ? fc
            .tuple(
              ...loose.map((pattern) =>
                fc
                  .stringMatching(new RegExp(pattern, "u"))
                  .map((text) => text.slice(0, Math.max(1, Math.floor(max / loose.length)))),
              ),
            )
            .map((parts) => parts.join(""))
        : fc.string({
            minLength: min,
            maxLength: max,
            unit: fc.oneof(fc.constantFrom("a", "Z", "7", " ", "@", ".", "-"), fc.string({ minLength: 1, maxLength: 1 })),
          });
  return base.map((text) => (text.length < min ? text.padEnd(min, "x") : text));
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = numberOr(schema["minimum"], -1000);
  const max = numberOr(schema["maximum"], 100_000);
  if (integer) return fc.integer({ min: Math.max(min, -1_000_000), max: Math.min(max, 1_000_000) });
  if (schema["multipleOf"] === 0.01)
    return fc.integer({ min: Math.round(min * 100), max: Math.round(Math.min(max, 100_000) * 100) }).map((cents) => cents / 100);
  return fc.double({ min, max: Math.min(max, 1_000_000), noNaN: true, noDefaultInfinity: true });
}

/** Values shaped by the schema; depth keeps nested lists small. */
export function valueOf(raw: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if ("const" in raw) return fc.constant(raw["const"]);
  if (Array.isArray(raw["enum"])) return fc.constantFrom(...(raw["enum"] as unknown[]));
  for (const branching of ["anyOf", "oneOf"]) {
    const branches = raw[branching];
    if (Array.isArray(branches))
      return fc.oneof(...branches.map((branch) => valueOf({ ...raw, [branching]: undefined, ...asSchema(branch) }, depth)));
  }
  const schema = folded(raw);
  const arbitraries = typesOf(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case "string":
        return stringArbitrary(schema);
      case "integer":
        return numberArbitrary(schema, true);
      case "number":
        return numberArbitrary(schema, false);
      case "boolean":
        return fc.boolean();
      case "null":
        return fc.constant(null);
      case "array":
        return fc.array(valueOf(asSchema(schema["items"]), depth + 1), {
          minLength: numberOr(schema["minItems"], 0),
          maxLength: Math.max(numberOr(schema["minItems"], 0), depth > 0 ? 3 : 2),
        });
      default:
        return objectOf(schema, depth);
    }
  });
  return arbitraries.length === 1 && arbitraries[0] !== undefined ? arbitraries[0] : fc.oneof(...arbitraries);
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = asSchema(schema["properties"]);
  const required = Array.isArray(schema["required"]) ? schema["required"].map(String) : [];
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, valueOf(asSchema(property), depth + 1)]),
  );
  if (Object.keys(model).length === 0)
    return fc.dictionary(
      fc.constantFrom("utm_source", "utm_medium", "stored_at", "page"),
      fc.oneof(fc.string({ maxLength: 8 }), fc.integer()),
      { maxKeys: 3 },
    );
  return fc.record(model, { requiredKeys: required.filter((name) => name in model) });
}

/** Ways to break a value of the schema: a required field gone, null, the wrong type, too long, out of range. */
export function mutationOf(
  schema: JsonSchema,
  value: Record<string, unknown>,
  options: { readonly wholeValue: boolean } = { wholeValue: true },
): fc.Arbitrary<unknown> {
  const properties = Object.entries(asSchema(schema["properties"]));
  const required = Array.isArray(schema["required"]) ? schema["required"].map(String) : [];
  const names = properties.map(([name]) => name);
  const replaced = (name: string, next: unknown) => ({ ...value, [name]: next });
  // Parameters travel as name=value pairs: only a request body can be something other than an object.
  const mutations: fc.Arbitrary<unknown>[] = options.wholeValue ? [fc.constantFrom<unknown>([], "text", 42, null)] : [];
  if (required.length > 0)
    mutations.push(
      fc.constantFrom(...required).map((name) => Object.fromEntries(Object.entries(value).filter(([key]) => key !== name))),
    );
  if (names.length > 0) {
    mutations.push(
      fc
        .tuple(fc.constantFrom(...names), fc.constantFrom<unknown>(null, 12.345, "", "  ", true, { nested: 1 }, [1, 2]))
        .map(([name, next]) => replaced(name, next)),
    );
    mutations.push(
      fc.constantFrom(...properties).map(([name, property]) => {
        const folded_ = folded(asSchema(property));
        if (typeof folded_["maxLength"] === "number") return replaced(name, "x".repeat(folded_["maxLength"] + 1));
        if (typeof folded_["maximum"] === "number") return replaced(name, folded_["maximum"] + 1);
        if (typeof folded_["minimum"] === "number") return replaced(name, folded_["minimum"] - 1);
        if (folded_.patterns.length > 0) return replaced(name, "!");
        return replaced(name, { not: "this" });
      }),
    );
  }
  return fc.oneof(...mutations);
}
