// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { phonesWhole } from "@/ui/components/phones-whole";

/** What the text becomes: the phone numbers marked [like this], the rest as it was. */
const marked = (text: string): string => {
  const { container } = render(<p>{phonesWhole(text)}</p>);
  const paragraph = container.querySelector("p");
  return Array.from(paragraph?.childNodes ?? [])
    .map((node) =>
      node instanceof HTMLElement && node.classList.contains("ui-phone") ? `[${node.textContent ?? ""}]` : node.textContent,
    )
    .join("");
};

describe("phonesWhole: a phone number in a server's text is one inline block", () => {
  it.each([
    ["Shared with +971 509876543", "Shared with [+971 509876543]"],
    ["Shared with +62 81234567 and +971 50 123 4567", "Shared with [+62 81234567] and [+971 50 123 4567]"],
    ["+971 509876543 shared with you", "[+971 509876543] shared with you"],
    ["Top-up of 100 AED", "Top-up of 100 AED"],
    ["+ 5 bonus", "+ 5 bonus"],
    ["Refund +12345 6", "Refund +12345 6"],
    ["", ""],
  ])("%j", (text, expected) => {
    expect(marked(text)).toBe(expected);
  });

  it("leaves a text without a phone number a plain string", () => {
    expect(phonesWhole("Card top-up")).toBe("Card top-up");
  });
});
