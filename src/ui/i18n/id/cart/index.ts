import type { NamespaceCartTranslation } from "../../i18n-types";

const cart: NamespaceCartTranslation = {
  title: "Keranjang Anda",
  empty: "Keranjang Anda kosong",
  items: "Tiket di keranjang Anda",
  item: {
    ticket: "Tiket {position}: {game}",
    entries: "Entri",
    draws: "Undian",
    drawDate: "Tanggal undian",
    plays: "Cara main",
    weekly: "Setiap minggu (langganan)",
    nextDraw: "Tanpa langganan",
    addons: "Tambahan",
    doubleJackpot: "Jackpot ganda",
    secureJackpot: "Jackpot aman",
    price: "Harga",
    edit: "Ubah",
    editLabel: "Ubah {name}",
    remove: "Hapus",
    removeLabel: "Hapus {name}",
    removed: "{name} dihapus dari keranjang",
  },
  summary: {
    heading: "Ringkasan pesanan",
    total: "Jumlah",
    voucher: "Voucher {code}",
    discountVoucher: "Voucher diskon {code}",
    discountOff: "Diskon {percent}",
    discountNote: "Dipotong dari harga saat Anda membayar, bukan dari jumlah terutang",
    balance: "Saldo Anda",
    balanceUnknown: "Belum diketahui",
    amountOwed: "Jumlah terutang",
  },
  sync: {
    local: "Disimpan di perangkat ini",
    synced: "Disimpan ke akun Anda",
    saving: "Menyimpan…",
    unsaved:
      "Belum tersimpan — disimpan di perangkat ini. Keranjang akan disimpan saat Anda mengubahnya lagi, saat kembali online, atau saat Anda menekan Coba lagi.",
    retry: "Coba lagi",
  },
  unreadable:
    "Keranjang Anda juga berisi {count|count} {{tiket}} yang tidak dapat ditampilkan di toko ini (disimpan dari aplikasi atau versi lain). Tiket tersebut tetap tersimpan di akun Anda, tidak dihitung dalam total, dan tidak dibayar.",
};

export default cart;
