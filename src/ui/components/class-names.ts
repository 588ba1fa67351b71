/** Joins the class names that are set; the kit's one helper for conditional classes. */
export const cx = (...parts: ReadonlyArray<string | false | null | undefined>): string => parts.filter(Boolean).join(" ");
