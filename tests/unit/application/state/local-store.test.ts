import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LocalStore } from "@/application/state/local-store";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";
import { RecordingLogger } from "../../fakes/recording-logger";

const Point = Schema.Struct({ x: Schema.Int, y: Schema.Int });

function makeStore(initial: Readonly<Record<string, string>> = {}) {
  const storage = new InMemoryKeyValueStore(initial);
  const logger = new RecordingLogger();
  return { storage, logger, local: new LocalStore(storage, logger) };
}

/** A store whose values cannot be removed (storage that throws on write, swallowed by the adapter). */
class StuckKeyValueStore extends InMemoryKeyValueStore {
  override remove(): void {}
}

describe("LocalStore: the one reader of stored JSON (ARCHITECTURE §3.6)", () => {
  it("round-trips a value that decodes, and logs nothing", () => {
    const { local, logger } = makeStore();
    local.write("point", { x: 1, y: 2 });
    expect(local.read("point", Point)).toEqual({ x: 1, y: 2 });
    expect(logger.lines).toEqual([]);
  });

  it("reads a missing key as undefined without a log line", () => {
    const { local, logger } = makeStore();
    expect(local.read("point", Point)).toBeUndefined();
    expect(logger.lines).toEqual([]);
  });

  it.each([
    ["not JSON", '{"broken": ', "not JSON"],
    ["JSON of the wrong shape", '{"unexpected":[1,2,3]}', "wrong shape"],
    ["a JSON string", '"secret@example.com"', "wrong shape"],
    ["null", "null", "wrong shape"],
  ])("drops %s and logs one warning naming the key and the reason", (_name, text, reason) => {
    const { local, logger, storage } = makeStore({ point: text });
    expect(local.read("point", Point)).toBeUndefined();
    expect(storage.get("point")).toBeUndefined();
    expect(logger.lines).toEqual([
      { level: "warn", message: `Dropped the stored "point": ${reason}`, context: { key: "point", reason } },
    ]);
  });

  it("a bad value it cannot remove is logged once, however often it is read", () => {
    const storage = new StuckKeyValueStore({ point: "{oops" });
    const logger = new RecordingLogger();
    const local = new LocalStore(storage, logger);
    for (let read = 0; read < 3; read += 1) expect(local.read("point", Point)).toBeUndefined();
    expect(logger.lines).toHaveLength(1);
  });

  it("a new bad value after the first is logged again", () => {
    const { local, logger, storage } = makeStore({ point: "{oops" });
    local.read("point", Point);
    storage.set("point", "[]");
    local.read("point", Point);
    expect(logger.lines.map((line) => line.context?.["reason"])).toEqual(["not JSON", "wrong shape"]);
  });

  it("never writes the stored text to the log (it may hold personal data)", () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (text, asJson) => {
        const secret = `Secret-${text}`;
        const stored = asJson ? JSON.stringify({ x: secret, y: 1 }) : `{"x":"${secret}`;
        const { local, logger } = makeStore({ point: stored });
        local.read("point", Point);
        expect(logger.lines).toHaveLength(1);
        expect(JSON.stringify(logger.lines)).not.toContain("Secret-");
      }),
    );
  });
});
