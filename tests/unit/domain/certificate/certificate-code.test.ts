import { describe, expect, it } from "vitest";
import { isCertificateCode } from "@/domain/certificate/certificate-code";

describe("isCertificateCode (a generating page's ?code=)", () => {
  it.each([
    ["CERT-DEMO", true],
    ["CERT-0", true],
    ["12", true],
    [`C${"-".repeat(63)}`, true],
    [`C${"-".repeat(64)}`, false],
    ["", false],
    ["-CERT", false],
    ["CERT 1", false],
    ["CERT/../1", false],
    ["شهادة", false],
  ])("%j → %s", (code, expected) => {
    expect(isCertificateCode(code)).toBe(expected);
  });
});
