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
