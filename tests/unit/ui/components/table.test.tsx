// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TableRegion } from "@/ui/components/table";

describe("TableRegion: the region around a table (docs/ui-kit.md, Tables on a phone)", () => {
  it("is a region named after its table, reached by Tab, holding the table", () => {
    render(
      <TableRegion label="Past draws of Lucky Day 6 + 1, newest first">
        <table className="ui-table ui-table--stacked" role="table">
          <tbody>
            <tr>
              <td data-label="Jackpot">AED 50,000.00</td>
            </tr>
          </tbody>
        </table>
      </TableRegion>,
    );
    const region = screen.getByRole("region", { name: "Past draws of Lucky Day 6 + 1, newest first" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region).toHaveClass("ui-table-region");
    expect(screen.getByRole("table")).toHaveTextContent("AED 50,000.00");
  });
});
