import { describe, expect, it } from "vitest";
import { sectionOfStep, stepOfSection, WALLET_SECTIONS } from "@/ui/features/wallet/wallet-steps";

describe("wallet steps (SPEC §2 /wallet?step=…)", () => {
  it.each([
    ["1", "overview"],
    ["2", "add"],
    ["3", "share"],
    ["4", "withdraw"],
    [null, "overview"],
    ["", "overview"],
    ["0", "overview"],
    ["5", "overview"],
    ["2.5", "overview"],
    ["x", "overview"],
  ])("step %j opens %s", (step, section) => {
    expect(sectionOfStep(step)).toBe(section);
  });

  it.each(WALLET_SECTIONS)("%s round-trips through its step", (section) => {
    expect(sectionOfStep(stepOfSection(section))).toBe(section);
  });
});
