import { queryOptions } from "@tanstack/react-query";
import type { Injector } from "@/application/di-token";
import { CONTENT_TOKENS } from "@/application/content/content.tokens";
import { queryKeys } from "./query-keys";
import { orThrow } from "./remote-query";

/** SPEC §2 /buy/green-certificates: GET /api/green-certificates/offers (not retried, SPEC §7). */
export const certificateOffersQuery = (injector: Injector) =>
  queryOptions({
    queryKey: queryKeys.certificates.offers,
    queryFn: () => orThrow(injector.get(CONTENT_TOKENS.content).certificateOffers()),
    retry: false,
  });
