import type { Translation } from "../i18n-types";

const errors: Translation["errors"] = {
  voucherBanned10Minutes: "Anda diblokir dari penggunaan voucher selama 10 menit. Silakan gunakan kembali setelah {time}.",
  voucherBanned1Day: "Anda diblokir dari penggunaan voucher selama 1 hari. Silakan gunakan kembali setelah {time}.",
  voucherRedeemFailed: "Gagal menukarkan voucher",
  pageNotFoundPath: "Halaman tidak ditemukan: {path}",
  pageNotFoundInvalid: "Halaman Tidak Ditemukan: {path}",
  pageNotFound: "Halaman Tidak Ditemukan",
  internalServerError: "Kesalahan Server Internal",
  goHome: "Ke halaman beranda",
  generic: "Terjadi kesalahan. Silakan coba lagi.",
  network: "Tidak dapat terhubung ke server. Periksa koneksi Anda, lalu coba lagi.",
  offlinePage: "Anda sedang offline. Halaman ini akan terbuka begitu Anda kembali online.",
  sessionExpired: "Sesi Anda telah berakhir. Silakan masuk kembali.",
};

export default errors;
