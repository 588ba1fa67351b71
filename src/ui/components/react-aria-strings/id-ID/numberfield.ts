import type { AriaStrings } from "../strings";

/** `@react-aria/numberfield`: the − and + buttons beside a number field, and its role. */
export default {
  decrease: (values) => `Kurangi ${String(values["fieldLabel"])}`,
  increase: (values) => `Tambah ${String(values["fieldLabel"])}`,
  numberField: "Kolom angka",
} satisfies AriaStrings;
