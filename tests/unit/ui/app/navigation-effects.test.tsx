// @vitest-environment jsdom
import { act, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { NavigationInput } from "@/application/tracking/track-navigation.use-case";
import { NavigationEffects } from "@/ui/app/navigation-effects";
import { ShellProvider } from "@/ui/app/shell-context";
import type { ShellServices } from "@/ui/app/shell-services";
import { renderWithRouter } from "../components/render";

vi.setConfig({ testTimeout: 30_000 });

/** Only the two calls NavigationEffects makes; each trackNavigation input is recorded. */
const fakeShell = () => {
  const tracked: NavigationInput[] = [];
  const services: Partial<ShellServices> = {
    trackNavigation: async (input) => {
      tracked.push(input);
    },
    pageMetadata: async () => ({ title: "Title", description: "Description" }),
  };
  return { tracked, services: services as ShellServices };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("NavigationEffects (SPEC §2 last visited path, §3 campaign parameters)", () => {
  it("tracks a query-only navigation as one (path kept, campaign captured) without counting it as a path change", async () => {
    const shell = fakeShell();
    const { router } = await renderWithRouter(
      <ShellProvider services={shell.services}>
        <NavigationEffects />
      </ShellProvider>,
    );
    await waitFor(() => expect(shell.tracked).toHaveLength(1));
    expect(shell.tracked[0]).toMatchObject({ path: "/", search: "", pathChanged: true });

    await act(async () => router.history.push("/draws"));
    await waitFor(() => expect(shell.tracked).toHaveLength(2));
    expect(shell.tracked[1]).toMatchObject({ path: "/draws", search: "", pathChanged: true });

    await act(async () => router.history.push("/draws?utm_source=mail"));
    await waitFor(() => expect(shell.tracked).toHaveLength(3));
    expect(shell.tracked[2]).toMatchObject({ path: "/draws", search: "?utm_source=mail", pathChanged: false });

    await act(async () => router.history.push("/faq?utm_source=mail"));
    await waitFor(() => expect(shell.tracked).toHaveLength(4));
    expect(shell.tracked[3]).toMatchObject({ path: "/faq", search: "?utm_source=mail", pathChanged: true });
  });
});
