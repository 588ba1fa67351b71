import type { AriaStrings } from "../strings";

/** `react-aria-components`' own words. */
export default {
  selectPlaceholder: "Pilih salah satu",
  tableResizer: "Pengubah ukuran",
  dropzoneLabel: "Area taruh",
  colorSwatchPicker: "Contoh warna",
} satisfies AriaStrings;
