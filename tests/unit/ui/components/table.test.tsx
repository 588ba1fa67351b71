// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TableHead, TableRegion } from "@/ui/components/table";

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

  it("TableHead names the columns, as column headers of the table", () => {
    render(
      <table role="table">
        <TableHead columns={["Draw date", "Jackpot"]} />
        <tbody>
          <tr>
            <td>28 November 2026</td>
            <td>AED 50,000.00</td>
          </tr>
        </tbody>
      </table>,
    );
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Draw date", "Jackpot"]);
    expect(screen.getByRole("columnheader", { name: "Jackpot" })).toHaveAttribute("scope", "col");
  });
});
