import type { Translation } from "../i18n-types";

const shell: Translation["shell"] = {
  seo: {
    defaultTitle: "Lotto Shop",
    defaultDescription: "Pilih angka Anda, isi keranjang, dan main lotre secara online.",
  },
  home: {
    heading: "Main lotre secara online",
    intro: "Pilih permainan, tentukan angka Anda, dan simpan entri di keranjang sampai Anda siap membayar.",
    gamesHeading: "Permainan yang tersedia",
    noGames: "Belum ada permainan yang tersedia saat ini. Silakan kembali lagi nanti.",
    gamesFailed: "Permainan yang tersedia tidak dapat dimuat. Periksa koneksi Anda dan coba lagi.",
    playGame: "Main {name}",
    allResults: "Semua hasil undian",
    resultsFailed: "Hasil terbaru tidak dapat dimuat. Periksa koneksi Anda dan coba lagi.",
  },
  game: {
    intro: "Pilih angka Anda untuk undian {name} berikutnya dan tambahkan entri ke keranjang.",
  },
  error: {
    label: "Kesalahan",
    statusCode: "Kesalahan {status}",
  },
  accountSwitch: {
    title: "Beralih ke akun lain?",
    current: "Anda masuk sebagai {current}.",
    target: "Tautan ini masuk ke akun {name} ({phone}).",
    targetUnknown: "Kami tidak dapat memeriksa akun mana yang dibuka oleh tautan ini.",
    cart: "Jika Anda beralih, entri di keranjang Anda pindah ke keranjang akun tersebut.",
    accept: "Beralih akun",
    decline: "Tetap di akun saya",
    switching: "Sedang beralih akun",
    linkRefused: "Tautan ini tidak lagi dapat dipakai untuk masuk. Anda masih masuk sebagai {current}.",
    unavailable: "Kami tidak dapat beralih akun. Periksa koneksi Anda lalu coba lagi. Anda masih masuk sebagai {current}.",
  },
  update: {
    available: "Versi baru situs sudah siap. Versi ini akan dimuat saat Anda membuka halaman berikutnya.",
  },
};

export default shell;
