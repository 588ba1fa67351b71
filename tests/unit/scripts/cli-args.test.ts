import { describe, expect, it } from "vitest";
import { option, positional } from "../../../scripts/cli-args";

const argv = (...args: string[]): string[] => ["node", "script.ts", ...args];

describe("option", () => {
  it("answers the value after the option's name, or undefined when it is not given", () => {
    expect(option("--pages", argv("dist", "--pages", "/ar,/faq"))).toBe("/ar,/faq");
    expect(option("--runs", argv("dist", "--pages", "/ar"))).toBeUndefined();
    expect(option("--top", argv("--top"))).toBeUndefined();
  });
});

describe("positional", () => {
  it("keeps the directories, not the options nor their values", () => {
    expect(positional(["--pages", "--runs"], argv("/tmp/a", "--pages", "/,/faq", "/tmp/b", "--runs", "3"))).toEqual([
      "/tmp/a",
      "/tmp/b",
    ]);
  });

  it("keeps a directory after a flag that takes no value", () => {
    expect(positional(["--pages"], argv("--headed", "/tmp/a"))).toEqual(["/tmp/a"]);
  });
});
