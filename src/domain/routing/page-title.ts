/** SPEC §2: the error page says Page Not Found for 404 and Internal Server Error otherwise. */
export type ErrorPageKind = "notFound" | "serverError";

export const errorPageKind = (status: number): ErrorPageKind => (status === 404 ? "notFound" : "serverError");

const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** "prize-breakdown" → "Prize Breakdown": words split on -, _ and spaces, each capitalised. */
export const titleCase = (text: string): string =>
  text
    .split(/[-_\s]+/)
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

/**
 * SPEC §2: when the SEO call gives no title, the title is status code plus message on 404/500,
 * otherwise the title-cased last path segment. null (the root path) means the site's default name.
 */
export const fallbackTitle = (input: {
  readonly path: string;
  readonly status?: number;
  readonly message?: string;
}): string | null => {
  if (input.status === 404 || input.status === 500) return `${input.status} ${input.message ?? ""}`.trim();
  const segments = (input.path.split(/[?#]/)[0] ?? "").split("/").filter((segment) => segment !== "");
  const last = segments[segments.length - 1];
  if (last === undefined) return null;
  const title = titleCase(decodeSegment(last));
  return title === "" ? null : title;
};
