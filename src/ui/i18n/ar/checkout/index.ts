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
    weeklyLimitUnchecked: "تعذّر التحقق من حدك الأسبوعي، لذا لم يُدفع شيء. تحقق مرة أخرى لتتمكن من الدفع.",
  },
  weeklyLimit: {
    heading: "الحد الأسبوعي",
    checking: "جارٍ التحقق من حدك الأسبوعي…",
    within: "تستخدم هذه السلة {quantity} من {remaining} مشاركة متبقية لك هذا الأسبوع (الحد الأسبوعي: {limit}).",
    withinLeft: "تستخدم هذه السلة {quantity} من {remaining} مشاركة متبقية لك هذا الأسبوع.",
    withinOnly: "مشاركات هذه السلة وعددها {quantity} ضمن حدك الأسبوعي.",
    over: "تحتوي هذه السلة على {quantity} مشاركة، لكن لم يتبقَّ لك من حدك الأسبوعي البالغ {limit} سوى {remaining} هذا الأسبوع. أزل {excess} مشاركة لتتمكن من الدفع. سلتك محفوظة.",
    overLeft:
      "تحتوي هذه السلة على {quantity} مشاركة، لكن لم يتبقَّ لك من حدك الأسبوعي سوى {remaining} هذا الأسبوع. أزل {excess} مشاركة لتتمكن من الدفع. سلتك محفوظة.",
    overOnly:
      "مشاركات هذه السلة وعددها {quantity} أكثر مما يسمح به حدك الأسبوعي هذا الأسبوع. أزل بعض المشاركات لتتمكن من الدفع. سلتك محفوظة.",
    overBlocked: "الدفع متوقف ما دامت السلة تتجاوز حدك الأسبوعي",
    failed: "تعذّر التحقق من حدك الأسبوعي، لذا الدفع متوقف حاليًا. سلتك محفوظة.",
    failedBlocked: "الدفع متوقف حتى يتم التحقق من حدك الأسبوعي",
    checkAgain: "تحقق مرة أخرى",
  },
  /** لا جواب نهائيًا على الدفع: ربما تمت العملية، فلا نقول أبدًا إنها لم تتم. */
  unconfirmed: {
    heading: "تعذّر علينا تأكيد عملية الدفع",
    body: "ربما تمت العملية. «تحقق مرة أخرى» يسأل عن نتيجة هذه الدفعة نفسها، فلا تُخصم مرتين أبدًا. سلتك محفوظة.",
    checkAgain: "تحقق مرة أخرى",
    checking: "جارٍ التحقق من دفعتك…",
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
