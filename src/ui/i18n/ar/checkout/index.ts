import type { NamespaceCheckoutTranslation } from "../../i18n-types";

const checkout: NamespaceCheckoutTranslation = {
  title: "الدفع",
  voucher: {
    heading: "القسيمة",
    code: "رمز القسيمة",
    redeem: "استبدال",
    applied: "تم تطبيق القسيمة {code}",
    remove: "إزالة القسيمة",
    removeLabel: "إزالة القسيمة {code}",
    removed: "تمت إزالة القسيمة",
    signInToRedeem: "سجّل الدخول لاستبدال القسيمة",
    signInHint: "تحتاج القسائم إلى حساب. سجّل الدخول وسنستبدل هذا الرمز لك.",
  },
  payment: {
    heading: "طريقة الدفع",
    method: "الدفع عبر",
    balance: "رصيد المحفظة",
    available: "المتاح {amount}",
    balanceUnknown: "سجّل الدخول للدفع من رصيدك",
    balanceReading: "جارٍ قراءة رصيدك…",
    balanceUnread: "تعذّرت قراءة رصيدك، لذا لا يمكنك الدفع بعد.",
    readBalance: "اقرأ رصيدي مرة أخرى",
    short: "ينقص رصيدك بمقدار {amount}",
    topUp: "اشحن المحفظة",
    pay: "ادفع الآن",
    fromBalance: "من رصيدك",
    fromBalanceAtMost: "من رصيدك، بحد أقصى",
    payBlocked: "اشحن محفظتك لدفع قيمة هذه السلة",
  },
  /** لا جواب نهائيًا على الدفع: ربما تمت العملية، فلا نقول أبدًا إنها لم تتم. */
  receipt: {
    heading: "شكرًا لشرائك",
    tickets: "التذاكر",
    amountPaid: "المبلغ المدفوع",
    voucher: "القسيمة",
    newBalance: "الرصيد الجديد",
    transaction: "المعاملة",
    date: "التاريخ",
    details: "تذاكرك",
    walletHistory: "اطّلع على سجل محفظتك",
  },
};

export default checkout;
