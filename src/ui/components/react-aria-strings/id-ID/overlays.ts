import type { AriaStrings } from "../strings";

/** `@react-aria/overlays`: the hidden button that closes a popover or a dialog. */
export default { dismiss: "Tutup" } satisfies AriaStrings;
