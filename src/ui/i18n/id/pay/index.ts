import type { NamespacePayTranslation } from "../../i18n-types";

const pay: NamespacePayTranslation = {
  payFailure: {
    signIn: "Silakan masuk untuk membayar",
    emptyCart: "Keranjang Anda kosong",
    cartChanged:
      "Keranjang Anda berubah saat kami memeriksanya, jadi tidak ada yang dibayar. Periksa keranjang Anda dan tekan Bayar sekarang lagi.",
    insufficientBalance: "Saldo Anda tidak cukup untuk keranjang ini. Isi ulang dompet Anda dan coba lagi.",
    weeklyLimit: "Anda telah mencapai batas bermain mingguan",
    drawClosed: "Undian ini sudah ditutup. Pilih undian lain dan coba lagi.",
    generic: "Pembayaran tidak berhasil. Silakan coba lagi.",
    weeklyLimitUnchecked:
      "Kami tidak dapat memeriksa batas mingguan Anda, jadi tidak ada yang dibayar. Periksa lagi untuk membayar.",
  },
  weeklyLimit: {
    heading: "Batas mingguan",
    checking: "Memeriksa batas mingguan Anda…",
    within:
      "Keranjang ini memakai {quantity|count} dari {remaining|count} {{permainan}} yang tersisa minggu ini (batas mingguan: {limit|count}).",
    withinLeft: "Keranjang ini memakai {quantity|count} dari {remaining|count} {{permainan}} yang tersisa minggu ini.",
    withinOnly: "{quantity|count} {{permainan}} di keranjang ini masih dalam batas mingguan Anda.",
    over: "Keranjang ini berisi {quantity|count} {{permainan}}, tetapi dari batas mingguan Anda sebesar {limit|count} hanya tersisa {remaining|count} minggu ini. Hapus {excess|count} {{permainan}} untuk membayar. Keranjang Anda tetap tersimpan.",
    overLeft:
      "Keranjang ini berisi {quantity|count} {{permainan}}, tetapi batas mingguan Anda hanya tersisa {remaining|count} minggu ini. Hapus {excess|count} {{permainan}} untuk membayar. Keranjang Anda tetap tersimpan.",
    overOnly:
      "{quantity|count} {{permainan}} di keranjang ini melebihi batas mingguan Anda minggu ini. Hapus beberapa permainan untuk membayar. Keranjang Anda tetap tersimpan.",
    overBlocked: "Pembayaran dinonaktifkan selama keranjang melebihi batas mingguan Anda",
    failed:
      "Kami tidak dapat memeriksa batas mingguan Anda, jadi pembayaran dinonaktifkan untuk sementara. Keranjang Anda tetap tersimpan.",
    failedBlocked: "Pembayaran dinonaktifkan sampai batas mingguan Anda diperiksa",
    checkAgain: "Periksa lagi",
  },
  unconfirmed: {
    heading: "Kami tidak dapat mengonfirmasi pembayaran Anda",
    body: "Pembayaran mungkin sudah berhasil. Periksa lagi menanyakan hasil pembayaran yang sama ini, jadi tidak pernah ditagih dua kali. Keranjang Anda tetap tersimpan.",
    checkAgain: "Periksa lagi",
    checking: "Memeriksa pembayaran Anda…",
  },
};

export default pay;
