import type { NamespaceCertificatesTranslation } from "../../i18n-types";

const certificates: NamespaceCertificatesTranslation = {
  offer: {
    entries: "{entries} {{entri}} gratis untuk {game}",
    trees: "{trees} {{pohon}} ditanam",
  },
  buy: {
    heading: "Sertifikat yang ditawarkan",
    choose: "Pilih sertifikat",
    submit: "Beli sertifikat",
    confirmTitle: "Beli sertifikat ini?",
    confirmBody: "{name} seharga {price}, dibayar dari saldo dompet Anda.",
    confirmBuy: "Beli seharga {price}",
    signInHint: "Anda akan diminta masuk sebelum membayar dari saldo Anda.",
    noOffers: "Saat ini tidak ada sertifikat yang ditawarkan. Silakan kembali nanti.",
    topUp: "Isi saldo dompet",
    failure: {
      balanceLow: "Saldo Anda tidak cukup untuk sertifikat ini. Isi saldo dompet lalu coba lagi.",
      network: "Pembelian tidak dapat dikirim. Periksa koneksi Anda; pilihan Anda tetap tersimpan, jadi Anda dapat mencoba lagi.",
      signIn: "Silakan masuk kembali untuk membeli sertifikat.",
      server: "Pembelian tidak berhasil: {message}",
      unknown: "Pembelian tidak berhasil. Silakan coba lagi.",
    },
  },
  generating: {
    code: "Kode sertifikat",
    progress: "Sertifikat Anda sedang dibuat…",
    done: "Sertifikat Anda sudah siap",
    view: "Lihat atau unduh sertifikat Anda",
    linkRefused:
      "Sertifikat Anda sudah siap, tetapi alamat yang kami terima untuknya bukan situs tepercaya kami, jadi tidak ditautkan. Hubungi kami dengan kode di atas dan kami akan mengirimkannya kepada Anda.",
    entries: "Sertifikat ini memberi Anda {entries} {{entri}} gratis untuk {game}.",
    timeout:
      "Pembuatan sertifikat Anda memakan waktu lebih lama dari biasanya. Sertifikat sudah dibayar; periksa lagi sebentar lagi.",
    checkAgain: "Periksa lagi",
    unknownCode: "Kami tidak menemukan sertifikat dengan kode {code}.",
    missingCode: "Halaman ini memerlukan kode sertifikat. Buka setelah membeli sertifikat hijau.",
    failed: "Status sertifikat tidak dapat dibaca: {message}",
    unreadable: "Status sertifikat tidak dapat dibaca. Silakan periksa lagi.",
    back: "Kembali ke sertifikat hijau",
    headline: {
      readyHeading: "Sertifikat hijau Anda sudah siap",
      readyIntro: "Sertifikat sudah dibuat dan sudah dibayar.",
      lateIntro: "Ini memakan waktu lebih lama dari biasanya.",
      failedHeading: "Kami tidak dapat memeriksa sertifikat hijau Anda",
      failedIntro: "Statusnya tidak dapat dibaca, jadi kami belum dapat memastikan apakah sudah siap.",
      unknownHeading: "Sertifikat hijau tidak ditemukan",
      unknownIntro: "Tidak ada sertifikat hijau dengan kode di alamat halaman ini.",
      missingIntro: "Alamat halaman ini tidak memuat kode sertifikat.",
    },
  },
};

export default certificates;
