// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Injector } from "@/application/di-token";
import type { OpenAppLinkUseCase } from "@/application/host/open-app-link.use-case";
import { TOKENS } from "@/application/tokens";
import { ContainerProvider } from "@/ui/di/container-context";
import type { AppLocale } from "@/ui/i18n/locale";
import { AppRedirectLink } from "@/ui/app/app-redirect-link";
import { renderWithI18n } from "../components/render";
import { recorder, strictFake } from "../../fakes/strict-fake";

const setup = async (locale: AppLocale) => {
  const execute = recorder((_input: { readonly path: string }) => ({ _tag: "OpenNewBrowser" as const, url: "x" }));
  const openAppLink = strictFake<OpenAppLinkUseCase>("OpenAppLinkUseCase", { execute });
  const container = strictFake<Injector>("Injector", {
    get: ((token: symbol) => {
      if (token === TOKENS.openAppLink) return openAppLink;
      throw new Error(`unexpected token ${String(token)}`);
    }) as Injector["get"],
  });
  await renderWithI18n(
    <ContainerProvider container={container}>
      <AppRedirectLink path="/wallet?step=4">Top up</AppRedirectLink>
    </ContainerProvider>,
    locale,
  );
  return { execute, link: screen.getByRole("link", { name: "Top up" }) };
};

describe("AppRedirectLink (SPEC §2 app redirect links)", () => {
  it.each([
    ["en", "/wallet?step=4"],
    ["ar", "/ar/wallet?step=4"],
    ["id", "/in/wallet?step=4"],
  ] as const)("in %s a click hands %s to OpenAppLinkUseCase instead of following the link", async (locale, path) => {
    const { execute, link } = await setup(locale);
    expect(link).toHaveAttribute("href", path);
    const followed = fireEvent.click(link);
    expect(followed).toBe(false);
    expect(execute.calls).toEqual([[{ path }]]);
  });

  it("a modified click (new tab) follows the plain link", async () => {
    const { execute, link } = await setup("en");
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(execute.calls).toEqual([]);
  });
});
