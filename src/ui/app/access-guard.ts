import { isIgnoredPath } from "@/domain/routing/route-access";

/** SPEC §2: the well-known app-specific paths are caught and ignored (no page, no tracking). */
export const isIgnored = (pathname: string): boolean => isIgnoredPath(pathname);
