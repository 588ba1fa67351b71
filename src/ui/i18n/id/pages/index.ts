import type { NamespacePagesTranslation } from "../../i18n-types";

const pages: NamespacePagesTranslation = {
  faq: "Jawaban atas pertanyaan yang paling sering diajukan pemain tentang entri, undian, pembayaran, dan akun.",
  draws: "Undian sebelumnya beserta tanggal, angka pemenang, dan jackpotnya.",
  numbers: "Pilih angka Anda untuk permainan pertama yang tersedia dan tambahkan entri ke keranjang.",
  aboutUs: "Siapa kami dan bagaimana permainan lotre kami berjalan.",
  checkout: "Periksa entri di keranjang, tukarkan voucher, dan bayar dari saldo Anda.",
  thankYou:
    "Tanda terima pembelian muncul di sini segera setelah dibayar. Tiket yang Anda beli dan yang Anda bayar tetap ada di riwayat dompet Anda.",
  contactUs: "Kirimkan pertanyaan atau masukan, dan tim kami akan membalas lewat email.",
  watchLive: "Saksikan undian berikutnya secara langsung saat angka diundi.",
  downloadApps: "Pasang aplikasi di ponsel Anda dan main di mana saja.",
  prizeBreakdown: "Berapa angka yang dibutuhkan setiap tingkat hadiah dan berapa hadiahnya.",
  brandAmbassador: "Kenali wajah lotre kami dan cerita di balik undiannya.",
  paymentSuccessful: "Pembayaran Anda berhasil dan entri Anda ikut dalam undian.",
  unsuccessfulPayment: "Pembayaran Anda tidak berhasil. Keranjang Anda tetap tersimpan, jadi Anda bisa mencoba lagi.",
  greenCertificateGenerating: "Kami sedang menyiapkan sertifikat hijau Anda. Ini hanya sebentar.",
  greenCertificates: "Beli sertifikat hijau dan dukung proyek berkelanjutan.",
  verifyEmail: "Kami sedang mengonfirmasi alamat email Anda.",
  emailConfirmation: "Periksa kotak masuk Anda untuk tautan konfirmasi alamat email.",
  registrationCompleted: "Akun Anda siap. Sekarang Anda bisa bermain dan membayar dari saldo.",
  registerOtp: "Masukkan kode 6 digit yang kami kirim ke ponsel Anda.",
  login: "Masuk dengan nomor ponsel dan kata sandi Anda.",
  register: "Buat akun dengan nomor ponsel untuk menyimpan saldo dan menyinkronkan keranjang.",
  forgotPassword: "Masukkan nomor ponsel Anda dan kami akan mengirim kode untuk mengatur ulang kata sandi.",
  favourite: "Pilihan angka yang Anda simpan, siap dimainkan lagi.",
  wallet: "Saldo Anda, dengan cara menambah, membagikan, dan menarik saldo.",
  notifications: "Pesan tentang entri, undian, dan akun Anda.",
  deleteAccount: "Tutup akun Anda dan hapus data pribadi Anda.",
  changePassword: "Pilih kata sandi baru untuk akun Anda.",
  personalDetail: "Nama, kontak, dan alamat Anda.",
};

export default pages;
