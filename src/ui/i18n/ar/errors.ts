import type { Translation } from "../i18n-types";

const errors: Translation["errors"] = {
  voucherBanned10Minutes: "تم إيقافك عن استخدام القسائم لمدة 10 دقائق. يرجى استخدامها بعد {time}.",
  voucherBanned1Day: "تم إيقافك عن استخدام القسائم لمدة يوم واحد. يرجى استخدامها بعد {time}.",
  voucherRedeemFailed: "تعذّر استرداد القسيمة",
  pageNotFoundPath: "الصفحة غير موجودة: {path}",
  pageNotFoundInvalid: "لم يتم العثور على الصفحة: {path}",
  pageNotFound: "الصفحة غير موجودة",
  internalServerError: "خطأ داخلي في الخادم",
  goHome: "الانتقال إلى الصفحة الرئيسية",
  generic: "حدث خطأ ما. يرجى المحاولة مرة أخرى.",
  network: "تعذّر الاتصال بالخادم. تحقّق من اتصالك وحاول مرة أخرى.",
  offlinePage: "أنت غير متصل بالإنترنت. ستُفتح هذه الصفحة فور عودة الاتصال.",
  sessionExpired: "انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.",
};

export default errors;
