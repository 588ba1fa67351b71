/**
 * `npm run gen:api` (after openapi-typescript): the request side of openapi/*.yaml as one JSON file,
 * mocks/generated/request-schemas.json, which the sandbox validates every request with
 * (mocks/request-gate.ts). Each operation keeps its method, path, security, parameters and body
 * schema with every $ref resolved (Redocly's bundler), and descriptions and examples dropped, so
 * the sandbox build carries only what validation needs. scripts/check-generated.sh fails when the
 * file is stale, so the documents and the sandbox cannot drift apart.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const DOCUMENTS = { "lotto-api": "openapi/lotto-api.yaml", "game-api": "openapi/game-api.yaml" } as const;
const OUTPUT = "mocks/generated/request-schemas.json";
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"] as const;
/** Annotations with no say in validation (JSON Schema 2020-12 §9, OpenAPI 3.1 §4.8.24). */
const ANNOTATIONS = new Set([
  "description",
  "examples",
  "example",
  "title",
  "default",
  "contentSchema",
  "contentMediaType",
  "deprecated",
  "readOnly",
  "writeOnly",
  "externalDocs",
  "xml",
]);

function dereferenced(document: string): JsonObject {
  const directory = mkdtempSync(join(tmpdir(), "request-schemas-"));
  const target = join(directory, "bundle.json");
  try {
    execFileSync(join("node_modules", ".bin", "redocly"), ["bundle", document, "--dereferenced", "--ext", "json", "-o", target], {
      stdio: "pipe",
    });
    return JSON.parse(readFileSync(target, "utf8")) as JsonObject;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A schema without annotations; `properties` keeps every name, even one called "description". */
function stripped(schema: Json, underProperties = false): Json {
  if (Array.isArray(schema)) return schema.map((item) => stripped(item));
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!underProperties && ANNOTATIONS.has(key)) continue;
    out[key] = stripped(value, !underProperties && (key === "properties" || key === "patternProperties" || key === "$defs"));
  }
  return out;
}

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: Json;
}

function parametersOf(pathItem: JsonObject, operation: JsonObject): Parameter[] {
  const all = [
    ...(Array.isArray(pathItem["parameters"]) ? pathItem["parameters"] : []),
    ...(Array.isArray(operation["parameters"]) ? operation["parameters"] : []),
  ];
  const byKey = new Map<string, Parameter>();
  for (const raw of all) {
    if (!isObject(raw)) continue;
    const parameter = {
      name: String(raw["name"]),
      in: String(raw["in"]),
      required: raw["required"] === true,
      schema: stripped(raw["schema"] ?? {}),
    };
    byKey.set(`${parameter.in}:${parameter.in === "header" ? parameter.name.toLowerCase() : parameter.name}`, parameter);
  }
  return [...byKey.values()];
}

/** Parameters of one location as an object schema, so one validation reports them all. */
function parameterSchema(parameters: Parameter[], location: string): JsonObject | null {
  const chosen = parameters.filter((parameter) => parameter.in === location);
  if (chosen.length === 0) return null;
  const name = (parameter: Parameter) => parameter.name;
  return {
    type: "object",
    properties: Object.fromEntries(chosen.map((parameter) => [name(parameter), parameter.schema])),
    required: chosen.filter((parameter) => parameter.required).map(name),
  };
}

/** none: public; required: a bearer token must be sent; optional: sent when there is one. */
function securityOf(document: JsonObject, operation: JsonObject): "none" | "required" | "optional" {
  const security = operation["security"] ?? document["security"] ?? [];
  if (!Array.isArray(security) || security.length === 0) return "none";
  return security.some((requirement) => isObject(requirement) && Object.keys(requirement).length === 0) ? "optional" : "required";
}

function operations(document: JsonObject): JsonObject[] {
  const result: JsonObject[] = [];
  for (const [path, pathItem] of Object.entries(isObject(document["paths"]) ? document["paths"] : {})) {
    if (!isObject(pathItem)) continue;
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const parameters = parametersOf(pathItem, operation);
      const body = isObject(operation["requestBody"]) ? operation["requestBody"] : null;
      const content = body !== null && isObject(body["content"]) ? body["content"]["application/json"] : undefined;
      result.push({
        operationId: String(operation["operationId"]),
        method: method.toUpperCase(),
        path,
        security: securityOf(document, operation),
        path_parameters: parameterSchema(parameters, "path"),
        query: parameterSchema(parameters, "query"),
        headers: parameterSchema(parameters, "header"),
        body: isObject(content) ? stripped(content["schema"] ?? {}) : null,
        body_required: body?.["required"] === true,
        checks_beyond_schema: isObject(operation["x-checks-beyond-schema"]) ? operation["x-checks-beyond-schema"] : {},
      });
    }
  }
  return result;
}

const output = Object.fromEntries(Object.entries(DOCUMENTS).map(([name, file]) => [name, operations(dereferenced(file))]));
writeFileSync(OUTPUT, `${JSON.stringify(output, null, 1)}\n`);
