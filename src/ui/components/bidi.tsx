import { Fragment, type ReactNode } from "react";

/** Private-use characters that never occur in translations or API data: the marks of a value. */
const OPEN = "\uE000";
const CLOSE = "\uE001";
const MARKED = /\uE000(\d+)\uE001/u;

/** Wraps a value for {@link isolated}; the translation gets the mark in its place. */
export type Mark = (value: string) => string;

/**
 * A translated sentence whose data is bidi-isolated: each value passed through `mark` is rendered
 * in its own `<bdi>`, so a game name with digits ("Lucky Day 6 + 1"), an amount, a phone number
 * or a code keeps its own order inside Arabic text, and the words around it keep theirs (issue 12,
 * SPEC §1 ar). The accessible text is unchanged: `<bdi>` adds no words.
 *
 *   isolated((mark) => ticketLabel({ position, game: mark(item.name) }))
 */
export const isolated = (build: (mark: Mark) => string): ReactNode => {
  const values: string[] = [];
  const text = build((value) => {
    values.push(value);
    return `${OPEN}${values.length - 1}${CLOSE}`;
  });
  return text.split(MARKED).map((part, index) =>
    // split() with a capture group puts each value's index at the odd places.
    index % 2 === 1 ? <bdi key={index}>{values[Number(part)]}</bdi> : <Fragment key={index}>{part}</Fragment>,
  );
};

/** A letter of a right-to-left script (Arabic, Hebrew, Syriac, Thaana, N'Ko); any other letter is left to right. */
const RIGHT_TO_LEFT_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * The direction a text's first letter gives it, as `dir="auto"` finds it; undefined for a text
 * without letters (empty, digits, signs), which keeps the page's. A field sets it as its `dir`
 * (text-field.tsx) rather than `dir="auto"`, so a stylesheet can tell a left-to-right value in an
 * Arabic page apart (`[dir="ltr"]`) and line it up with the page's other fields.
 */
export const firstLetterDirection = (text: string): "ltr" | "rtl" | undefined => {
  const letter = /\p{L}/u.exec(text)?.[0];
  if (letter === undefined) return undefined;
  return RIGHT_TO_LEFT_LETTER.test(letter) ? "rtl" : "ltr";
};

/**
 * The string form of `<bdi>`: the text between U+2068 FIRST STRONG ISOLATE and U+2069 POP
 * DIRECTIONAL ISOLATE, two invisible format characters. For a value inside a text that can only be
 * a string (a dialog's question, a status message, a field's error): in an Arabic sentence
 * "+971 509876543" would otherwise show its "+" after "971", and an English sentence its full stop
 * at its start. Where the text is rendered as elements, `isolated` (above) is the way.
 */
export const isolatedText = (text: string): string => `\u2068${text}\u2069`;
