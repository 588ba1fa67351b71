/** Fixed content of the sandbox: vouchers, certificate offers, FAQ, question types, page metadata. */

export interface VoucherDefinition {
  code: string;
  /** SPEC §1: a discount voucher is not subtracted from the amount owed by the client. */
  discount: boolean;
  /** Fils off for an amount voucher; percent off for a discount voucher. */
  value: number;
  expired: boolean;
}

export const VOUCHERS: readonly VoucherDefinition[] = [
  { code: "SAVE10", discount: false, value: 1000, expired: false },
  { code: "WELCOME20", discount: true, value: 20, expired: false },
  { code: "EXPIRED5", discount: false, value: 500, expired: true },
];

export interface CertificateOfferDefinition {
  id: number;
  name: string;
  description: string;
  price_fils: number;
  entries: number;
  game_slug: string;
  trees_planted: number;
}

export const CERTIFICATE_OFFERS: readonly CertificateOfferDefinition[] = [
  {
    id: 1,
    name: "Seedling",
    description: "One tree planted and one free Lucky Day entry.",
    price_fils: 3500,
    entries: 1,
    game_slug: "lucky-day",
    trees_planted: 1,
  },
  {
    id: 2,
    name: "Grove",
    description: "Five trees planted and three free Lucky Day entries.",
    price_fils: 10000,
    entries: 3,
    game_slug: "lucky-day",
    trees_planted: 5,
  },
  {
    id: 3,
    name: "Forest",
    description: "Twenty trees planted and ten free Grand Fortune entries.",
    price_fils: 25000,
    entries: 10,
    game_slug: "grand-fortune",
    trees_planted: 20,
  },
];

export const QUESTION_TYPES = [
  { id: 1, name: "My account" },
  { id: 2, name: "Payments and wallet" },
  { id: 3, name: "Tickets and draws" },
  { id: 4, name: "Prizes and winnings" },
  { id: 5, name: "Something else" },
] as const;

export const FAQ_GROUPS = [
  {
    id: 1,
    title: "Playing",
    questions: [
      {
        id: 11,
        question: "How do I play Lucky Day?",
        answer: "Pick 6 numbers from 1 to 44 and 1 bonus number from 1 to 22, or let quick pick choose them.",
      },
      { id: 12, question: "When do sales close?", answer: "Sales for a draw close one hour before the draw." },
      {
        id: 13,
        question: "Can I play without an account?",
        answer: "You can build tickets and keep them in your cart; sign in to pay.",
      },
    ],
  },
  {
    id: 2,
    title: "Wallet and payments",
    questions: [
      {
        id: 21,
        question: "How do I add credit?",
        answer: "Open the wallet and choose add credit; cards, Apple Pay and Google Pay are accepted.",
      },
      { id: 22, question: "How long does a withdrawal take?", answer: "Withdrawals are reviewed within two working days." },
    ],
  },
  {
    id: 3,
    title: "Vouchers",
    questions: [
      {
        id: 31,
        question: "Why can I not redeem a voucher?",
        answer: "After three failed attempts vouchers are blocked for 10 minutes; after more, for a day.",
      },
    ],
  },
] as const;

export const SITE_NAME = "Lotto Shop";

/** Page metadata by path (GET /api/seo/{path}); unknown paths answer 404 and the client falls back. */
export const SEO_PAGES: Readonly<Record<string, { title: string; description: string }>> = {
  "/": { title: "Lotto Shop – play online", description: "Pick your numbers, fill your cart and play the next draw online." },
  "/faq": { title: "FAQ – Lotto Shop", description: "Answers about playing, payments, vouchers and your account." },
  "/draws": { title: "Draws and results – Lotto Shop", description: "Winning numbers of the latest draws." },
  "/prize-breakdown": { title: "Prize breakdown – Lotto Shop", description: "Prize tiers and winners of every game." },
  "/contact-us": {
    title: "Contact us – Lotto Shop",
    description: "Questions about your account, payments or tickets? Write to us.",
  },
  "/buy/green-certificates": { title: "Green certificates – Lotto Shop", description: "Plant trees and get free entries." },
  // Every other SPEC §2 page has metadata too, as a real backend would: only unknown paths answer
  // 404 (a failed request is a console error, which costs the page its Lighthouse best-practices).
  "/numbers": {
    title: "Pick your numbers – Lotto Shop",
    description: "Pick your numbers for the first game on sale and add the entry to your cart.",
  },
  "/checkout": { title: "Cart – Lotto Shop", description: "Your entries, a voucher and payment from your balance." },
  "/thank-you": { title: "Thank you – Lotto Shop", description: "Your entries are in the draw." },
  "/about-us": { title: "About us – Lotto Shop", description: "Who runs the shop and how the draws work." },
  "/watch-live": { title: "Watch live – Lotto Shop", description: "Watch the next draw as it happens." },
  "/download-apps": { title: "Download the apps – Lotto Shop", description: "Play on your phone with the Lotto Shop app." },
  "/brand-ambassador": { title: "Brand ambassador – Lotto Shop", description: "Meet the face of Lotto Shop." },
  "/payment/successful": { title: "Payment successful – Lotto Shop", description: "Your payment went through." },
  "/unsuccessful-payment": {
    title: "Payment failed – Lotto Shop",
    description: "Your payment did not go through; nothing was charged.",
  },
  "/payment/green-certificate-generating": {
    title: "Generating your certificate – Lotto Shop",
    description: "Your green certificate is being made.",
  },
  "/confirm/verify-email": { title: "Verify your email – Lotto Shop", description: "Confirm the email address of your account." },
  "/email-confirmation": { title: "Email confirmation – Lotto Shop", description: "Your email address is confirmed." },
  "/registration-completed": { title: "Registration completed – Lotto Shop", description: "Your account is ready." },
  "/register/otp": { title: "Enter your code – Lotto Shop", description: "The 6-digit code we sent to your phone." },
  "/login": { title: "Sign in – Lotto Shop", description: "Sign in to play and pay from your balance." },
  "/register": { title: "Register – Lotto Shop", description: "Open an account with your phone number." },
  "/forgot-password": { title: "Forgot password – Lotto Shop", description: "Reset the password of your account." },
  "/favourite": { title: "Favourites – Lotto Shop", description: "The numbers you keep." },
  "/wallet": { title: "Wallet – Lotto Shop", description: "Add, share and withdraw credit." },
  "/notifications": { title: "Notifications – Lotto Shop", description: "Messages about your account and draws." },
  "/delete-account": { title: "Delete account – Lotto Shop", description: "Close your account." },
  "/change-password": { title: "Change password – Lotto Shop", description: "Choose a new password." },
  "/personal-detail": { title: "Personal details – Lotto Shop", description: "Your name, address and contact details." },
};

/** The same pages' metadata in Arabic (`locale=ar`), the page names as the shop's own menus say them. */
const SEO_PAGES_AR: Readonly<Record<string, { title: string; description: string }>> = {
  "/": { title: "Lotto Shop – العب عبر الإنترنت", description: "اختر أرقامك واملأ سلتك والعب السحب القادم عبر الإنترنت." },
  "/faq": { title: "الأسئلة الشائعة – Lotto Shop", description: "إجابات عن اللعب والدفع والقسائم وحسابك." },
  "/draws": { title: "السحوبات والنتائج – Lotto Shop", description: "الأرقام الفائزة في آخر السحوبات." },
  "/prize-breakdown": { title: "تفاصيل الجوائز – Lotto Shop", description: "فئات الجوائز والفائزون في كل لعبة." },
  "/contact-us": { title: "اتصل بنا – Lotto Shop", description: "لديك سؤال عن حسابك أو الدفع أو التذاكر؟ راسلنا." },
  "/buy/green-certificates": { title: "الشهادات الخضراء – Lotto Shop", description: "ازرع الأشجار واحصل على مشاركات مجانية." },
  "/numbers": { title: "اختر أرقامك – Lotto Shop", description: "اختر أرقامك لأول لعبة متاحة وأضف المشاركة إلى سلتك." },
  "/checkout": { title: "السلة – Lotto Shop", description: "مشاركاتك والقسيمة والدفع من رصيدك." },
  "/thank-you": { title: "شكرًا لك – Lotto Shop", description: "مشاركاتك في السحب." },
  "/about-us": { title: "من نحن – Lotto Shop", description: "من يدير المتجر وكيف تجري السحوبات." },
  "/watch-live": { title: "شاهد البث المباشر – Lotto Shop", description: "شاهد السحب القادم لحظة بلحظة." },
  "/download-apps": { title: "حمّل التطبيقات – Lotto Shop", description: "العب من هاتفك مع تطبيق Lotto Shop." },
  "/brand-ambassador": { title: "سفير العلامة التجارية – Lotto Shop", description: "تعرّف على وجه Lotto Shop." },
  "/payment/successful": { title: "تم الدفع بنجاح – Lotto Shop", description: "تمت عملية الدفع." },
  "/unsuccessful-payment": { title: "تعذّر إتمام الدفع – Lotto Shop", description: "لم تتم عملية الدفع ولم يُخصم أي مبلغ." },
  "/payment/green-certificate-generating": {
    title: "جارٍ إنشاء شهادتك – Lotto Shop",
    description: "يجري إعداد شهادتك الخضراء.",
  },
  "/confirm/verify-email": { title: "تحقّق من بريدك الإلكتروني – Lotto Shop", description: "أكّد عنوان البريد الإلكتروني لحسابك." },
  "/email-confirmation": { title: "تأكيد البريد الإلكتروني – Lotto Shop", description: "تم تأكيد عنوان بريدك الإلكتروني." },
  "/registration-completed": { title: "اكتمل التسجيل – Lotto Shop", description: "حسابك جاهز." },
  "/register/otp": { title: "أدخل الرمز – Lotto Shop", description: "الرمز المكوّن من 6 أرقام الذي أرسلناه إلى هاتفك." },
  "/login": { title: "تسجيل الدخول – Lotto Shop", description: "سجّل الدخول لتلعب وتدفع من رصيدك." },
  "/register": { title: "إنشاء حساب – Lotto Shop", description: "افتح حسابًا برقم هاتفك." },
  "/forgot-password": { title: "نسيت كلمة المرور – Lotto Shop", description: "أعد تعيين كلمة مرور حسابك." },
  "/favourite": { title: "المفضلة – Lotto Shop", description: "الأرقام التي تحتفظ بها." },
  "/wallet": { title: "المحفظة – Lotto Shop", description: "أضف الرصيد وشاركه واسحبه." },
  "/notifications": { title: "الإشعارات – Lotto Shop", description: "رسائل عن حسابك والسحوبات." },
  "/delete-account": { title: "حذف الحساب – Lotto Shop", description: "أغلق حسابك." },
  "/change-password": { title: "تغيير كلمة المرور – Lotto Shop", description: "اختر كلمة مرور جديدة." },
  "/personal-detail": { title: "البيانات الشخصية – Lotto Shop", description: "اسمك وعنوانك وبيانات الاتصال بك." },
};

/** The same pages' metadata in Indonesian (`locale=in`). */
const SEO_PAGES_IN: Readonly<Record<string, { title: string; description: string }>> = {
  "/": {
    title: "Lotto Shop – main online",
    description: "Pilih angka Anda, isi keranjang, dan mainkan undian berikutnya secara online.",
  },
  "/faq": { title: "Tanya jawab – Lotto Shop", description: "Jawaban seputar bermain, pembayaran, voucher, dan akun Anda." },
  "/draws": { title: "Undian dan hasil – Lotto Shop", description: "Angka pemenang undian terbaru." },
  "/prize-breakdown": { title: "Rincian hadiah – Lotto Shop", description: "Tingkat hadiah dan pemenang setiap permainan." },
  "/contact-us": {
    title: "Hubungi kami – Lotto Shop",
    description: "Ada pertanyaan tentang akun, pembayaran, atau tiket? Tulis kepada kami.",
  },
  "/buy/green-certificates": { title: "Sertifikat hijau – Lotto Shop", description: "Tanam pohon dan dapatkan entri gratis." },
  "/numbers": {
    title: "Pilih angka Anda – Lotto Shop",
    description: "Pilih angka untuk permainan pertama yang dijual dan tambahkan entri ke keranjang.",
  },
  "/checkout": { title: "Keranjang – Lotto Shop", description: "Entri Anda, voucher, dan pembayaran dari saldo Anda." },
  "/thank-you": { title: "Terima kasih – Lotto Shop", description: "Entri Anda sudah masuk undian." },
  "/about-us": {
    title: "Tentang kami – Lotto Shop",
    description: "Siapa yang menjalankan toko dan bagaimana undian berlangsung.",
  },
  "/watch-live": { title: "Tonton langsung – Lotto Shop", description: "Saksikan undian berikutnya secara langsung." },
  "/download-apps": { title: "Unduh aplikasi – Lotto Shop", description: "Main dari ponsel dengan aplikasi Lotto Shop." },
  "/brand-ambassador": { title: "Duta merek – Lotto Shop", description: "Kenali wajah Lotto Shop." },
  "/payment/successful": { title: "Pembayaran berhasil – Lotto Shop", description: "Pembayaran Anda berhasil." },
  "/unsuccessful-payment": {
    title: "Pembayaran gagal – Lotto Shop",
    description: "Pembayaran Anda tidak berhasil; tidak ada yang ditagih.",
  },
  "/payment/green-certificate-generating": {
    title: "Sertifikat Anda sedang dibuat – Lotto Shop",
    description: "Sertifikat hijau Anda sedang disiapkan.",
  },
  "/confirm/verify-email": { title: "Verifikasi email Anda – Lotto Shop", description: "Konfirmasi alamat email akun Anda." },
  "/email-confirmation": { title: "Konfirmasi email – Lotto Shop", description: "Alamat email Anda sudah dikonfirmasi." },
  "/registration-completed": { title: "Pendaftaran selesai – Lotto Shop", description: "Akun Anda sudah siap." },
  "/register/otp": { title: "Masukkan kode – Lotto Shop", description: "Kode 6 digit yang kami kirim ke ponsel Anda." },
  "/login": { title: "Masuk – Lotto Shop", description: "Masuk untuk bermain dan membayar dari saldo Anda." },
  "/register": { title: "Daftar – Lotto Shop", description: "Buka akun dengan nomor telepon Anda." },
  "/forgot-password": { title: "Lupa kata sandi – Lotto Shop", description: "Atur ulang kata sandi akun Anda." },
  "/favourite": { title: "Favorit – Lotto Shop", description: "Angka-angka yang Anda simpan." },
  "/wallet": { title: "Dompet – Lotto Shop", description: "Tambah, bagikan, dan tarik saldo." },
  "/notifications": { title: "Notifikasi – Lotto Shop", description: "Pesan tentang akun Anda dan undian." },
  "/delete-account": { title: "Hapus akun – Lotto Shop", description: "Tutup akun Anda." },
  "/change-password": { title: "Ubah kata sandi – Lotto Shop", description: "Pilih kata sandi baru." },
  "/personal-detail": { title: "Data pribadi – Lotto Shop", description: "Nama, alamat, dan detail kontak Anda." },
};

/** Page metadata by the API's `locale` (SPEC §1 en, ar, in; English when absent). */
export const SEO_PAGES_BY_LOCALE: Readonly<Record<"en" | "ar" | "in", typeof SEO_PAGES>> = {
  en: SEO_PAGES,
  ar: SEO_PAGES_AR,
  in: SEO_PAGES_IN,
};

/** A game page's metadata in each language. */
export const gameSeo = (locale: "en" | "ar" | "in", name: string): { title: string; description: string } =>
  ({
    en: { title: `${name} – ${SITE_NAME}`, description: `Pick your numbers for the next ${name} draw.` },
    ar: { title: `${name} – ${SITE_NAME}`, description: `اختر أرقامك لسحب ${name} القادم.` },
    in: { title: `${name} – ${SITE_NAME}`, description: `Pilih angka Anda untuk undian ${name} berikutnya.` },
  })[locale];
