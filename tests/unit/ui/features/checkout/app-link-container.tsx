import type { ReactNode } from "react";
import type { Injector } from "@/application/di-token";
import type { OpenAppLinkUseCase } from "@/application/host/open-app-link.use-case";
import { TOKENS } from "@/application/tokens";
import { ContainerProvider } from "@/ui/di/container-context";
import { recorder, strictFake } from "../../../fakes/strict-fake";

/**
 * A container that knows only OpenAppLinkUseCase (what the SPEC §2 AppRedirectLink needs), for
 * rendering checkout parts with their "Top up wallet" link. Its calls are recorded.
 */
export const withAppLinks = (ui: ReactNode) => {
  const execute = recorder((_input: { readonly path: string }) => ({ _tag: "NavigateInPage" as const, url: "x" }));
  const openAppLink = strictFake<OpenAppLinkUseCase>("OpenAppLinkUseCase", { execute });
  const container = strictFake<Injector>("Injector", {
    get: ((token: symbol) => {
      if (token === TOKENS.openAppLink) return openAppLink;
      throw new Error(`unexpected token ${String(token)}`);
    }) as Injector["get"],
  });
  return { ui: <ContainerProvider container={container}>{ui}</ContainerProvider>, openAppLink: execute };
};
