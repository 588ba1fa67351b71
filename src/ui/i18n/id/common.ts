import type { Translation } from "../i18n-types";

const common: Translation["common"] = {
  appName: "Lotto Shop",
  loading: "Memuat…",
  loadingPage: "Memuat halaman",
  retry: "Coba lagi",
  close: "Tutup",
  cancel: "Batal",
  confirm: "Konfirmasi",
  ok: "Oke",
  back: "Kembali",
  optional: "opsional",
  moreInfo: "Informasi lebih lanjut",
  skipToContent: "Langsung ke konten utama",
  notifications: "Notifikasi",
  notificationsHint: "Tekan F8 untuk membuka notifikasi",
  dismissNotification: "Tutup notifikasi",
  showPassword: "Tampilkan kata sandi",
  hidePassword: "Sembunyikan kata sandi",
  increase: "Tambah",
  decrease: "Kurangi",
  numberField: "Kolom angka",
  selectPlaceholder: "Pilih salah satu",
  timeRemaining: "Sisa waktu: {time}",
  countdownEnded: "Selesai",
  theme: {
    label: "Tema",
    light: "Tema terang",
    dark: "Tema gelap",
  },
  language: {
    label: "Bahasa",
    en: "English",
    ar: "العربية",
    id: "Bahasa Indonesia",
  },
  entryName: "ENTRI {position}",
  board: {
    label: "Angka {entry}",
    bonus: "angka bonus",
    empty: "Belum ada angka yang dipilih",
  },
};

export default common;
