import { useSearch } from "@tanstack/react-router";

/**
 * One search parameter of the current page as its route's `validateSearch` left it (docs/routing.md):
 * a value the route dropped as bad is null here, as an absent one is. A number a route's decoder
 * made ("?step=2") comes back as its text.
 */
export const useQueryParam = (name: string): string | null =>
  useSearch({
    strict: false,
    select: (search: Readonly<Record<string, unknown>>) => {
      const value = search[name];
      return typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : null;
    },
  });
