import type { NamespaceCheckoutTranslation } from "../../i18n-types";

const checkout: NamespaceCheckoutTranslation = {
  title: "Pembayaran",
  voucher: {
    heading: "Voucher Anda",
    code: "Kode voucher",
    redeem: "Tukarkan",
    applied: "Voucher {code} diterapkan",
    remove: "Hapus voucher",
    removeLabel: "Hapus voucher {code}",
    removed: "Voucher dihapus",
    signInToRedeem: "Masuk untuk menukarkan",
    signInHint: "Voucher memerlukan akun. Masuk dan kami akan menukarkan kode ini untuk Anda.",
  },
  payment: {
    heading: "Metode pembayaran",
    method: "Bayar dengan",
    balance: "Saldo dompet",
    available: "{amount} tersedia",
    balanceUnknown: "Masuk untuk membayar dari saldo Anda",
    balanceReading: "Membaca saldo Anda…",
    balanceUnread: "Kami tidak dapat membaca saldo Anda, jadi Anda belum dapat membayar.",
    readBalance: "Baca saldo saya lagi",
    short: "Saldo Anda kurang {amount}",
    topUp: "Isi ulang dompet",
    pay: "Bayar sekarang",
    fromBalance: "Dari saldo Anda",
    fromBalanceAtMost: "Dari saldo, paling banyak",
    payBlocked: "Isi ulang dompet Anda untuk membayar keranjang ini",
  },
  /** Tidak ada jawaban pasti atas pembayaran: mungkin sudah berhasil, jadi tidak pernah dikatakan gagal. */
  receipt: {
    heading: "Terima kasih atas pembelian Anda",
    tickets: "Tiket",
    amountPaid: "Jumlah dibayar",
    voucher: "Voucher yang dipakai",
    newBalance: "Saldo baru",
    transaction: "Transaksi",
    date: "Tanggal",
    details: "Tiket Anda",
    walletHistory: "Lihat riwayat dompet Anda",
  },
};

export default checkout;
