import type { Translation } from "../i18n-types";

const shell: Translation["shell"] = {
  seo: {
    defaultTitle: "Lotto Shop",
    defaultDescription: "اختر أرقامك واملأ سلتك والعب اليانصيب عبر الإنترنت.",
  },
  home: {
    heading: "العب اليانصيب عبر الإنترنت",
    intro: "اختر لعبة وحدّد أرقامك واحتفظ بمشاركاتك في السلة حتى تكون مستعدًا للدفع.",
    gamesHeading: "الألعاب المتاحة",
    noGames: "لا توجد لعبة متاحة الآن. يُرجى العودة لاحقًا.",
    gamesFailed: "تعذّر تحميل الألعاب المتاحة. تحقّق من اتصالك وحاول مرة أخرى.",
    playGame: "العب {name}",
    allResults: "كل نتائج السحوبات",
    resultsFailed: "تعذّر تحميل أحدث النتائج. تحقّق من اتصالك وحاول مرة أخرى.",
  },
  game: {
    intro: "اختر أرقامك لسحب {name} القادم وأضف المشاركة إلى سلتك.",
  },
  error: {
    label: "خطأ",
    statusCode: "خطأ {status}",
  },
  update: {
    available: "إصدار جديد من الموقع جاهز. سيُحمَّل عند فتح الصفحة التالية.",
  },
};

export default shell;
