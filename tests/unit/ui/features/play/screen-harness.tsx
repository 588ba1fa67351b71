import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach } from "vitest";
import { readConfig } from "@/env";
import type { Injector } from "@/application/di-token";
import { PORT_TOKENS } from "@/application/tokens";
import { rebindConstant } from "@/adapters/di/bind";
import { createContainer } from "@/adapters/di/container";
import { ContainerProvider } from "@/ui/di/container-context";
import { AppI18nProvider } from "@/ui/i18n/app-i18n-provider";
import { FixedClock } from "../../../fakes/fixed-clock";
import { InMemoryKeyValueStore } from "../../../fakes/in-memory-key-value-store";
import { testRandom } from "./play-fixtures";
import { loadEveryDictionary } from "../../i18n/every-dictionary";
import { loadEveryArea } from "../../../fakes/every-area";

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

/**
 * A real container (ARCHITECTURE §3.4) for a guest visit, its local ports rebound to fakes: no
 * network is reached because a guest's cart stays local (SPEC §6).
 */
export const guestContainer = (): { readonly injector: Injector; readonly storage: InMemoryKeyValueStore } => {
  const container = loadEveryArea(createContainer(readConfig({ VITE_API_BASE_URL: "https://api.lotto.test", PROD: true })));
  const storage = new InMemoryKeyValueStore();
  rebindConstant(container, PORT_TOKENS.random, testRandom());
  rebindConstant(container, PORT_TOKENS.clock, new FixedClock());
  rebindConstant(container, PORT_TOKENS.keyValueStore, storage);
  return { injector: container, storage };
};

/** Renders inside the container, a query client of its own (Add to cart is a mutation) and the i18n provider. */
export const renderWithContainer = async (ui: ReactNode, injector: Injector): Promise<RenderResult> => {
  loadEveryDictionary();
  return render(
    <ContainerProvider container={injector}>
      <QueryClientProvider client={new QueryClient()}>
        <AppI18nProvider locale="en">{ui}</AppI18nProvider>
      </QueryClientProvider>
    </ContainerProvider>,
  );
};
