// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { writePageHead } from "@/ui/app/document-head";

describe("writePageHead (SPEC §2 title and description on every path change)", () => {
  beforeEach(() => {
    document.head.innerHTML = "";
    document.title = "";
  });

  it("sets the title and creates the description when the page has none", () => {
    writePageHead(document, { title: "FAQ – Lotto Shop", description: "Answers." });
    expect(document.title).toBe("FAQ – Lotto Shop");
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Answers.");
  });

  it("updates the one description index.html ships instead of adding another", () => {
    document.head.innerHTML = '<meta name="description" content="Site default">';
    writePageHead(document, { title: "Draws", description: "Winning numbers." });
    writePageHead(document, { title: "Wallet", description: "Your balance." });
    const metas = document.head.querySelectorAll('meta[name="description"]');
    expect(metas).toHaveLength(1);
    expect(metas[0]?.getAttribute("content")).toBe("Your balance.");
    expect(document.title).toBe("Wallet");
  });
});
