/**
 * The shape of one of react-aria's string dictionaries for one locale: a text, or a function of
 * the component's values and react-aria's formatter (its `LocalizedStringFormatter`).
 *
 * React-aria ships no Indonesian. The build gives it ours (scripts/react-aria-locales.ts): each
 * file of `id-ID/` is one package's dictionary with the keys of its `en-US` one, and the build
 * keeps only the locales the shop speaks (docs/ui-kit.md, "React-aria's own words").
 */
export interface AriaStringFormatter {
  plural(count: number, forms: Record<string, string | (() => string)>): string;
  number(value: number): string;
}

export type AriaStrings = Readonly<
  Record<string, string | ((values: Readonly<Record<string, string | number>>, formatter: AriaStringFormatter) => string)>
>;
