import type { Container, ContainerModule } from "inversify";
import type { Area, AreaLoader } from "@/application/di-token";

/** Each area's module, imported on demand: one chunk per area (vite splits at these imports). */
export type AreaModules = Readonly<Record<Area, () => Promise<ContainerModule>>>;

export const AREA_MODULES: AreaModules = {
  play: async () => (await import("@/adapters/di/areas/play.module")).playModule(),
  checkout: async () => (await import("@/adapters/di/areas/checkout.module")).checkoutModule(),
  account: async () => (await import("@/adapters/di/areas/account.module")).accountModule(),
  wallet: async () => (await import("@/adapters/di/areas/wallet.module")).walletModule(),
  content: async () => (await import("@/adapters/di/areas/content.module")).contentModule(),
  certificates: async () => (await import("@/adapters/di/areas/certificates.module")).certificatesModule(),
  payment: async () => (await import("@/adapters/di/areas/payment.module")).paymentModule(),
  signInLink: async () => (await import("@/adapters/di/areas/sign-in-link.module")).signInLinkModule(),
};

/**
 * The areas an area's bindings use (certificates: the content area's port, the checkout area's
 * payment gateway; checkout and wallet: the payment area's kept idempotency keys).
 */
export const AREA_NEEDS: Readonly<Record<Area, readonly Area[]>> = {
  play: [],
  checkout: ["payment"],
  account: [],
  wallet: ["payment"],
  content: [],
  certificates: ["content", "checkout"],
  payment: [],
  signInLink: [],
};

/**
 * Loads each area's ContainerModule into the container once (docs/architecture.md, "Wiring per
 * area"). Concurrent loads of one area share one import; a failed import (offline, or a chunk gone
 * after a deploy) is forgotten, so the next navigation imports again, and the route shows its error.
 */
export class ContainerAreas implements AreaLoader {
  readonly #loads = new Map<Area, Promise<void>>();
  readonly #loaded = new Set<Area>();

  constructor(
    private readonly container: Container,
    private readonly modules: AreaModules = AREA_MODULES,
  ) {}

  load(area: Area): Promise<void> {
    let pending = this.#loads.get(area);
    if (pending === undefined) {
      pending = this.#import(area);
      this.#loads.set(area, pending);
      pending.catch(() => this.#loads.delete(area));
    }
    return pending;
  }

  /** Whether the area's bindings are in (or on their way into) the container. */
  isLoading(area: Area): boolean {
    return this.#loads.has(area);
  }

  isLoaded(area: Area): boolean {
    return this.#loaded.has(area);
  }

  /** Tests: an area's module, imported statically, bound at once (no-op when the area is loaded). */
  loadNow(area: Area, module: ContainerModule): void {
    if (this.#loads.has(area)) return;
    this.container.load(module);
    this.#loads.set(area, Promise.resolve());
    this.#loaded.add(area);
  }

  async #import(area: Area): Promise<void> {
    // The area's chunk and those of the areas it needs are asked for at once; the needed areas are bound first.
    const needs = Promise.all(AREA_NEEDS[area].map((needed) => this.load(needed)));
    const [module] = await Promise.all([this.modules[area](), needs]);
    this.container.load(module);
    this.#loaded.add(area);
  }
}
