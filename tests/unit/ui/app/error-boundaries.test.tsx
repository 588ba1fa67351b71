// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChunkReloadGuard } from "@/ui/app/chunk-reload-guard";
import { RouteErrorPage } from "@/ui/app/error-boundaries";
import { ShellProvider } from "@/ui/app/shell-context";
import type { ShellServices } from "@/ui/app/shell-services";
import { FixedClock } from "../../fakes/fixed-clock";
import { InMemoryKeyValueStore } from "../../fakes/in-memory-key-value-store";
import { renderWithRouter } from "../components/render";

const chunkFailure = new TypeError("Failed to fetch dynamically imported module: /assets/wallet-abc.js");

/** Only the chunk-reload guard is used by the error page; its answer is set and its calls recorded. */
const fakeShell = (allowReload: boolean) => {
  const chunkReload = new ChunkReloadGuard(new InMemoryKeyValueStore(), new FixedClock(), () => undefined);
  const reloadFor = vi.spyOn(chunkReload, "reloadFor").mockReturnValue(allowReload);
  const services: Partial<ShellServices> = { chunkReload };
  return { reloadFor, services: services as ShellServices };
};

const renderError = async (error: unknown, online: boolean, allowReload = true) => {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  const shell = fakeShell(allowReload);
  const { router } = await renderWithRouter(
    <ShellProvider services={shell.services}>
      <RouteErrorPage error={error as Error} reset={() => undefined} />
    </ShellProvider>,
  );
  const invalidate = vi.spyOn(router, "invalidate").mockResolvedValue(undefined);
  return { reloadFor: shell.reloadFor, invalidate };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("RouteErrorPage", () => {
  it("offline, a chunk failure does not reload: it says the page opens once back online", async () => {
    const { reloadFor } = await renderError(chunkFailure, false);
    expect(await screen.findByText("You are offline. This page will open as soon as you are back online.")).toBeTruthy();
    expect(reloadFor).not.toHaveBeenCalled();
  });

  it("offline, the route is tried again when the browser is back online", async () => {
    const { invalidate, reloadFor } = await renderError(chunkFailure, false);
    await screen.findByText(/You are offline/);
    expect(invalidate).not.toHaveBeenCalled();
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(reloadFor).not.toHaveBeenCalled();
  });

  it("SPEC §8: online, a chunk failure asks the reload guard and shows nothing while reloading", async () => {
    const { reloadFor } = await renderError(chunkFailure, true, true);
    expect(reloadFor).toHaveBeenCalledWith("/");
    expect(screen.queryByText(/You are offline/)).toBeNull();
    expect(screen.queryByText("Something went wrong. Please try again.")).toBeNull();
  });

  it("SPEC §8: online, a chunk failure the guard refuses (reloaded under 10 s ago) shows the error page", async () => {
    const { reloadFor } = await renderError(chunkFailure, true, false);
    expect(await screen.findByText("Something went wrong. Please try again.")).toBeTruthy();
    expect(reloadFor).toHaveBeenCalledTimes(1);
  });

  it("offline, a failure that is not a chunk's is the generic error page and ignores the online event", async () => {
    const { invalidate, reloadFor } = await renderError(new Error("boom"), false);
    expect(await screen.findByText("Something went wrong. Please try again.")).toBeTruthy();
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    expect(invalidate).not.toHaveBeenCalled();
    expect(reloadFor).not.toHaveBeenCalled();
  });
});
