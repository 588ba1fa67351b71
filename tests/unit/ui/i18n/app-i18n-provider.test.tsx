// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useLocale } from "react-aria-components";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppI18nProvider, preloadLocale } from "@/ui/i18n/app-i18n-provider";
import { useI18nContext } from "@/ui/i18n/i18n-react";
import type { AppLocale } from "@/ui/i18n/locale";
import { loadNamespace } from "@/ui/i18n/namespaces";

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute("lang");
  document.documentElement.removeAttribute("dir");
});

function Probe() {
  const { LL, locale, setLocale } = useI18nContext();
  const aria = useLocale();
  return (
    <>
      <p data-testid="text">{LL.common.close()}</p>
      <p data-testid="locale">{locale}</p>
      <p data-testid="aria">{`${aria.locale} ${aria.direction}`}</p>
      <button type="button" onClick={() => setLocale("id")}>
        switch
      </button>
    </>
  );
}

describe("AppI18nProvider", () => {
  it("renders English at once (the base locale ships with the first bundle)", () => {
    render(
      <AppI18nProvider locale="en">
        <Probe />
      </AppI18nProvider>,
    );
    expect(screen.getByTestId("text")).toHaveTextContent("Close");
    expect(document.documentElement).toHaveAttribute("lang", "en-US");
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
    expect(screen.getByTestId("aria")).toHaveTextContent("en-US ltr");
  });

  it.each([
    ["ar", "إغلاق", "ar-SA", "rtl"],
    ["id", "Tutup", "id-ID", "ltr"],
  ] as const)("loads %s on demand, then sets <html lang dir> and react-aria's locale", async (locale, text, tag, dir) => {
    render(
      <AppI18nProvider locale={locale}>
        <Probe />
      </AppI18nProvider>,
    );
    // The first load of a dictionary chunk can be slow on a busy machine.
    expect(await screen.findByText(text, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("lang", tag);
    expect(document.documentElement).toHaveAttribute("dir", dir);
    expect(screen.getByTestId("aria").textContent).toMatch(new RegExp(`^${tag}.* ${dir}$`));
  });

  it("follows its locale prop without remounting the children", async () => {
    await preloadLocale("ar");
    const { rerender } = render(
      <AppI18nProvider locale={"en" as AppLocale}>
        <Probe />
      </AppI18nProvider>,
    );
    const paragraph = screen.getByTestId("text");
    rerender(
      <AppI18nProvider locale="ar">
        <Probe />
      </AppI18nProvider>,
    );
    expect(await screen.findByText("إغلاق")).toBe(paragraph);
  });

  it("lets a component ask for another language and tells the shell", async () => {
    const onLocaleChange = vi.fn();
    render(
      <AppI18nProvider locale="en" onLocaleChange={onLocaleChange}>
        <Probe />
      </AppI18nProvider>,
    );
    screen.getByRole("button", { name: "switch" }).click();
    expect(await screen.findByText("Tutup", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(onLocaleChange).toHaveBeenCalledWith("id");
  });

  it("logs a failed load and keeps the current language (SPEC §8)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(preloadLocale("xx" as AppLocale)).resolves.toBe(false);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

/** A text of the wallet namespace beside one of the base areas. */
function WalletProbe() {
  const { LL, setLocale } = useI18nContext();
  return (
    <>
      <p data-testid="wallet">{LL.wallet.title()}</p>
      <p data-testid="text">{LL.common.close()}</p>
      <button type="button" onClick={() => setLocale("ar")}>
        switch
      </button>
    </>
  );
}

// These run last in this file: once a namespace is loaded it stays loaded for the file's tests.
describe("AppI18nProvider and namespaces (docs/i18n.md)", () => {
  it("shows a namespace's texts once it arrives, without remounting", async () => {
    render(
      <AppI18nProvider locale="en">
        <WalletProbe />
      </AppI18nProvider>,
    );
    const paragraph = screen.getByTestId("wallet");
    expect(paragraph).toHaveTextContent("");
    await act(() => loadNamespace("en", "wallet"));
    expect(screen.getByTestId("wallet")).toBe(paragraph);
    expect(paragraph).toHaveTextContent("Wallet");
  });

  it("switches language only once the namespaces in use are loaded in it: never a missing text", async () => {
    render(
      <AppI18nProvider locale="en">
        <WalletProbe />
      </AppI18nProvider>,
    );
    expect(screen.getByTestId("wallet")).toHaveTextContent("Wallet");
    screen.getByRole("button", { name: "switch" }).click();
    expect(await screen.findByText("إغلاق", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId("wallet")).toHaveTextContent("المحفظة");
  });
});
