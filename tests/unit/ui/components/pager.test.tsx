// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { startTransition, useCallback, useRef, useState } from "react";
import { describe, expect, it } from "vitest";
import { Pager } from "@/ui/components/pager";
import { renderWithI18n } from "./render";

/** A list of three pages whose next page comes a moment after the press, as a query's does. */
function PagedList() {
  const [page, setPage] = useState(1);
  const region = useRef<HTMLDivElement>(null);
  const listStart = useCallback(() => region.current, []);
  return (
    <>
      <div role="region" aria-label={`Rows of page ${String(page)}`} tabIndex={0} ref={region}>
        row
      </div>
      <Pager
        page={page}
        lastPage={3}
        label="History"
        listStart={listStart}
        onPage={(next) => void Promise.resolve().then(() => startTransition(() => setPage(next)))}
      />
    </>
  );
}

describe("Pager", () => {
  it("once the page pressed for is shown, focus goes to the list's start; the last page's Next is off", async () => {
    await renderWithI18n(<PagedList />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("Page 2 of 3")).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole("region", { name: "Rows of page 2" }));
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("Page 3 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
    // Not on the disabled button, nor on <body>: on the new rows.
    expect(document.activeElement).toBe(screen.getByRole("region", { name: "Rows of page 3" }));
  });
});
