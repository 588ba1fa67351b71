import type { NamespaceCartTranslation } from "../../i18n-types";

const cart: NamespaceCartTranslation = {
  title: "سلتك",
  empty: "سلتك فارغة",
  items: "التذاكر في سلتك",
  item: {
    ticket: "التذكرة {position}: {game}",
    entries: "الإدخالات",
    draws: "السحوبات",
    drawDate: "السحب",
    plays: "الطريقة",
    weekly: "كل أسبوع (اشتراك)",
    nextDraw: "بلا اشتراك",
    addons: "الإضافات",
    doubleJackpot: "الجائزة الكبرى المضاعفة",
    secureJackpot: "الجائزة الكبرى المضمونة",
    price: "السعر",
    edit: "تعديل",
    editLabel: "تعديل {name}",
    remove: "حذف",
    removeLabel: "حذف {name}",
    removed: "تم حذف {name} من السلة",
  },
  summary: {
    heading: "ملخص الطلب",
    total: "الإجمالي",
    voucher: "القسيمة {code}",
    discountVoucher: "قسيمة الخصم {code}",
    discountOff: "خصم {percent}",
    discountNote: "يُخصم من السعر عند الدفع، لا من المبلغ المستحق",
    balance: "رصيدك",
    balanceUnknown: "غير معروف بعد",
    amountOwed: "المبلغ المستحق",
  },
  sync: {
    local: "محفوظة على هذا الجهاز",
    synced: "محفوظة في حسابك",
    saving: "جارٍ الحفظ…",
    unsaved:
      "لم تُحفظ بعد — سلتك محفوظة على هذا الجهاز. تُحفظ مع تغييرك التالي، أو عند عودة الاتصال، أو عند الضغط على «أعد المحاولة».",
    retry: "أعد المحاولة",
  },
  unreadable:
    "تحتوي سلتك أيضًا على {count|count} {{تذكرة|تذكرة|تذكرتين|تذاكر|تذكرةً|تذكرة}} لا يستطيع هذا المتجر عرضها (محفوظة من تطبيق أو إصدار آخر). تبقى محفوظة في حسابك، ولا تُحسب في الإجمالي ولا يُدفع ثمنها.",
};

export default cart;
