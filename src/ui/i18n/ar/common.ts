import type { Translation } from "../i18n-types";

const common: Translation["common"] = {
  appName: "Lotto Shop",
  loading: "جارٍ التحميل…",
  loadingPage: "جارٍ تحميل الصفحة",
  retry: "أعد المحاولة",
  close: "إغلاق",
  cancel: "إلغاء",
  confirm: "تأكيد",
  ok: "حسنًا",
  back: "رجوع",
  optional: "اختياري",
  moreInfo: "مزيد من المعلومات",
  skipToContent: "انتقل إلى المحتوى الرئيسي",
  notifications: "الإشعارات",
  notificationsHint: "اضغط F8 للوصول إلى الإشعارات",
  dismissNotification: "إغلاق الإشعار",
  showPassword: "إظهار كلمة المرور",
  hidePassword: "إخفاء كلمة المرور",
  increase: "زيادة",
  decrease: "إنقاص",
  numberField: "حقل رقمي",
  selectPlaceholder: "اختر خيارًا",
  timeRemaining: "الوقت المتبقي: {time}",
  countdownEnded: "انتهى",
  theme: {
    label: "المظهر",
    light: "المظهر الفاتح",
    dark: "المظهر الداكن",
  },
  language: {
    label: "اللغة",
    en: "English",
    ar: "العربية",
    id: "Bahasa Indonesia",
  },
  entryName: "الإدخال {position}",
  board: {
    label: "أرقام {entry}",
    bonus: "إضافي",
    empty: "لم تُختر أي أرقام بعد",
  },
};

export default common;
