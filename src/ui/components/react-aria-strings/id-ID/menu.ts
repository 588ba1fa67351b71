import type { AriaStrings } from "../strings";

/** `@react-aria/menu`: the hint of a button that opens its menu on a long press. */
export default { longPressMessage: "Tekan lama atau tekan Alt + Panah Bawah untuk membuka menu" } satisfies AriaStrings;
