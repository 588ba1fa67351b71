import type { AriaStrings } from "../strings";

/** `@react-aria/spinbutton`: what a number field with nothing in it is read as. */
export default { Empty: "Kosong" } satisfies AriaStrings;
