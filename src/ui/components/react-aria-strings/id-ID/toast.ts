import type { AriaStrings } from "../strings";

/** `@react-aria/toast`: a toast's close button and the region's name (Indonesian has one form). */
export default {
  close: "Tutup",
  notifications: (values, formatter) => `${formatter.number(Number(values["count"]))} notifikasi.`,
} satisfies AriaStrings;
