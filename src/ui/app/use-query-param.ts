import { useRouterState } from "@tanstack/react-router";

/** One query parameter of the current address ("" when absent), e.g. SPEC §2's returnUrl. */
export const useQueryParam = (name: string): string | null =>
  useRouterState({ select: (state) => new URLSearchParams(state.location.searchStr).get(name) });
