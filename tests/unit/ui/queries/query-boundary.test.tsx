// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useSuspenseQuery } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Component, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { QueryBoundary } from "@/ui/queries/query-boundary";
import { renderWithI18n } from "../components/render";

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function Answer({ read }: { readonly read: () => Promise<string> }) {
  const { data } = useSuspenseQuery({ queryKey: ["answer"], queryFn: read });
  return <p>{data}</p>;
}

class RouteError extends Component<{ readonly children: ReactNode }, { readonly error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <p>route error page</p>;
  }
}

const renderBoundary = (read: () => Promise<string>, locale: "en" | "ar" = "en", skeleton?: "screen" | "section") =>
  renderWithI18n(
    <QueryClientProvider client={client()}>
      <RouteError>
        <QueryBoundary {...(skeleton === undefined ? {} : { skeleton })}>
          <Answer read={read} />
        </QueryBoundary>
      </RouteError>
    </QueryClientProvider>,
    locale,
  );

describe("QueryBoundary (a page's data read with useSuspenseQuery)", () => {
  it("shows a skeleton named as loading while the data comes, then the data", async () => {
    let answer: (value: string) => void = () => undefined;
    await renderBoundary(() => new Promise<string>((resolve) => (answer = resolve)));
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(/^Loading…$/);
    // A page's list or form: the rest of the screen is kept, so the footer does not jump.
    expect(status).toHaveClass("ui-skeleton--screen");
    answer("42 draws");
    expect(await screen.findByText("42 draws")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("keeps a short text's room for a part of a page", async () => {
    await renderBoundary(() => new Promise<string>(() => undefined), "en", "section");
    expect(await screen.findByRole("status")).toHaveClass("ui-skeleton--section");
  });

  it("says why in the visitor's language when the read fails, and Try again reads it anew", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const read = vi.fn<() => Promise<string>>().mockRejectedValueOnce({ _tag: "NetworkError" }).mockResolvedValue("back");
    await renderBoundary(read);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/connection|network/i);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("back")).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("speaks Arabic on an Arabic page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await renderBoundary(() => Promise.reject({ _tag: "TimeoutError" }), "ar");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/[\u0600-\u06FF]/);
  });

  it("leaves a bug or a failed chunk to the route's error page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await renderBoundary(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    expect(await screen.findByText("route error page")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
