import type { NamespaceCertificatesTranslation } from "../../i18n-types";

const certificates: NamespaceCertificatesTranslation = {
  offer: {
    entries: "إدخالات مجانية: {entries} في {game}",
    trees: "أشجار مزروعة: {trees}",
  },
  buy: {
    heading: "الشهادات المتاحة",
    choose: "اختر شهادة",
    submit: "شراء الشهادة",
    signInHint: "سيُطلب منك تسجيل الدخول قبل الدفع من رصيدك.",
    noOffers: "لا توجد شهادات معروضة حاليًا. يرجى العودة لاحقًا.",
    topUp: "شحن المحفظة",
    failure: {
      balanceLow: "رصيدك غير كافٍ لهذه الشهادة. اشحن محفظتك ثم حاول مرة أخرى.",
      network: "تعذّر إرسال عملية الشراء. تحقق من اتصالك؛ اختيارك محفوظ ويمكنك المحاولة مرة أخرى.",
      signIn: "يرجى تسجيل الدخول مرة أخرى لشراء شهادة.",
      server: "لم تتم عملية الشراء: {message}",
      unknown: "لم تتم عملية الشراء. يرجى المحاولة مرة أخرى.",
    },
  },
  generating: {
    code: "رمز الشهادة",
    progress: "جارٍ إنشاء شهادتك…",
    done: "شهادتك جاهزة",
    view: "عرض شهادتك أو تنزيلها",
    entries: "تمنحك إدخالات مجانية: {entries} في {game}.",
    timeout: "يستغرق إنشاء شهادتك وقتًا أطول من المعتاد. تم دفع ثمنها؛ تحقق مرة أخرى بعد قليل.",
    checkAgain: "تحقق مرة أخرى",
    unknownCode: "لم نعثر على شهادة بالرمز {code}.",
    missingCode: "تحتاج هذه الصفحة إلى رمز شهادة. افتحها بعد شراء شهادة خضراء.",
    failed: "تعذّرت قراءة حالة الشهادة: {message}",
    unreadable: "تعذّرت قراءة حالة الشهادة. يرجى التحقق مرة أخرى.",
    back: "العودة إلى الشهادات الخضراء",
  },
};

export default certificates;
