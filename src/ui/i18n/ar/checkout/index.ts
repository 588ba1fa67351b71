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
  },
  payment: {
    heading: "طريقة الدفع",
    method: "الدفع عبر",
    balance: "رصيد المحفظة",
    available: "المتاح {amount}",
    balanceUnknown: "سجّل الدخول للدفع من رصيدك",
    short: "ينقص رصيدك بمقدار {amount}",
    topUp: "اشحن المحفظة",
    pay: "ادفع الآن",
    payBlocked: "اشحن محفظتك لدفع قيمة هذه السلة",
  },
  payFailure: {
    signIn: "يرجى تسجيل الدخول للدفع",
    emptyCart: "سلتك فارغة",
    insufficientBalance: "رصيدك غير كافٍ لهذه السلة. اشحن محفظتك وحاول مرة أخرى.",
    weeklyLimit: "لقد بلغت حد اللعب الأسبوعي",
    drawClosed: "أُغلق هذا السحب. اختر سحبًا آخر وحاول مرة أخرى.",
    generic: "لم تتم عملية الدفع. يرجى المحاولة مرة أخرى.",
  },
  receipt: {
    heading: "شكرًا لشرائك",
    tickets: "التذاكر",
    amountPaid: "المبلغ المدفوع",
    voucher: "القسيمة",
    newBalance: "الرصيد الجديد",
    transaction: "المعاملة",
    date: "التاريخ",
    details: "تذاكرك",
  },
};

export default checkout;
