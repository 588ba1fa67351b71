import type { AnalyticsPort } from "@/application/ports/analytics.port";
import type { AuthGatewayPort } from "@/application/ports/auth-gateway.port";
import type { BalancePort } from "@/application/ports/balance.port";
import type { CartRepositoryPort } from "@/application/ports/cart-repository.port";
import type { PaymentGatewayPort } from "@/application/ports/payment-gateway.port";
import type { UserProfile } from "@/application/ports/profile.port";
import type { SeoPort } from "@/application/ports/seo.port";
import type { VoucherGatewayPort } from "@/application/ports/voucher-gateway.port";
import type { WeeklyLimitPort } from "@/application/ports/weekly-limit.port";
import { CartStore } from "@/application/cart/cart-store";
import { LocalStore } from "@/application/state/local-store";
import type { SessionState } from "@/application/state/session-state";
import { TicketStore } from "@/application/tickets/ticket-store";
import { FakeAppHost } from "../fakes/fake-app-host";
import { FakeConnectivity } from "../fakes/fake-connectivity";
import { FakeScheduler } from "../fakes/fake-scheduler";
import { FixedClock } from "../fakes/fixed-clock";
import { InMemoryCookieStore } from "../fakes/in-memory-cookie-store";
import { InMemoryKeyValueStore } from "../fakes/in-memory-key-value-store";
import { InMemorySessionState } from "../fakes/in-memory-session-state";
import { InMemorySessionStore } from "../fakes/in-memory-session-store";
import { RecordingLogger } from "../fakes/recording-logger";
import { RecordingNavigator } from "../fakes/recording-navigator";
import { RecordingQueryCache } from "../fakes/recording-query-cache";
import { ScriptedRandom } from "../fakes/scripted-random";
import { strictFake } from "../fakes/strict-fake";
import { uuids } from "./fixtures";
import { buildUseCases } from "./use-case-graph";
import { cartFormat } from "@/adapters/http/cart/cart.mapper";

/** The remote ports; each is a strict fake that throws on any call a test did not give it. */
export interface Remotes {
  readonly auth: AuthGatewayPort;
  readonly carts: CartRepositoryPort;
  readonly vouchers: VoucherGatewayPort;
  readonly balances: BalancePort;
  readonly limits: WeeklyLimitPort;
  readonly payments: PaymentGatewayPort;
  readonly analytics: AnalyticsPort;
  readonly seo: SeoPort;
}

export interface HarnessOptions {
  readonly remotes?: { readonly [K in keyof Remotes]?: Partial<Remotes[K]> };
  /** A signed-in user: token in the session store, user in the store and the state. */
  readonly signedIn?: UserProfile;
  readonly state?: Partial<SessionState>;
  readonly storage?: Readonly<Record<string, string>>;
  readonly randomNumbers?: ReadonlyArray<number>;
  readonly randomIds?: ReadonlyArray<string>;
  readonly hostUrl?: string;
}

const fake = <T extends object>(name: string, methods: Partial<T> | undefined): T => strictFake<T>(name, methods ?? {});

/** The application wired on fakes: every port in memory, every remote port strict. */
export function harness(options: HarnessOptions = {}) {
  const given = options.remotes ?? {};
  const remotes: Remotes = {
    auth: fake<AuthGatewayPort>("AuthGatewayPort", given.auth),
    carts: fake<CartRepositoryPort>("CartRepositoryPort", given.carts),
    vouchers: fake<VoucherGatewayPort>("VoucherGatewayPort", given.vouchers),
    balances: fake<BalancePort>("BalancePort", given.balances),
    limits: fake<WeeklyLimitPort>("WeeklyLimitPort", given.limits),
    payments: fake<PaymentGatewayPort>("PaymentGatewayPort", given.payments),
    analytics: fake<AnalyticsPort>("AnalyticsPort", given.analytics),
    seo: fake<SeoPort>("SeoPort", given.seo),
  };
  const user = options.signedIn;
  const clock = new FixedClock();
  const ports = {
    clock,
    scheduler: new FakeScheduler(clock),
    connectivity: new FakeConnectivity(),
    store: new InMemoryKeyValueStore(options.storage),
    cookies: new InMemoryCookieStore(),
    session: new InMemorySessionStore(user === undefined ? {} : { token: "token-abc", user }),
    state: new InMemorySessionState({ user: user ?? null, ...options.state }),
    navigator: new RecordingNavigator(),
    logger: new RecordingLogger(),
    queries: new RecordingQueryCache(),
    random: new ScriptedRandom(options.randomNumbers ?? [], options.randomIds ?? uuids(50)),
    host: new FakeAppHost(options.hostUrl),
  };
  const local = new LocalStore(ports.store, ports.logger);
  const cartStore = new CartStore(ports.state, ports.session, local, cartFormat(2));
  const ticketStore = new TicketStore(ports.state, local);
  const useCases = buildUseCases({ ...ports, remotes, local, cartStore, ticketStore });
  return { ...ports, remotes, local, cartStore, ticketStore, ...useCases };
}
