import type { Localized } from "../../i18n/localized.ts";
import type { DrivingLicenseService, drivingLicenseOffers } from "../schema/catalogue.ts";
import { usd } from "./format.ts";

export interface DrivingLicenseSeed {
  /** Names the cover image only; the table has no slug. */
  key: string;
  /** Which form the plan leads to: the international permit's (default) or the driving-licence services'. */
  service?: DrivingLicenseService;
  title: Localized;
  description: Localized;
  processingDays: Localized;
  express: boolean;
  priceUsd: number;
  /** 12 for a permit (spec §9: one year, not renewable). */
  validityMonths?: number;
  features: readonly Localized[];
}

const STANDARD_PROCESSING: Localized = { en: "3–5 business days", ar: "من 3 إلى 5 أيام عمل" };
const EXPRESS_PROCESSING: Localized = { en: "1–2 business days", ar: "من يوم إلى يومَي عمل" };

const VALID_ONE_YEAR: Localized = {
  en: "Valid for 1 year from the date of issue",
  ar: "صالحة لمدة عام واحد من تاريخ الإصدار",
};
const NOT_RENEWABLE: Localized = {
  en: "Cannot be renewed: apply for a new permit when it expires",
  ar: "غير قابلة للتجديد، ويمكنك التقدم بطلب جديد عند انتهاء صلاحيتها",
};
const COUNTRIES: Localized = {
  en: "Recognised in more than 150 countries",
  ar: "معترف بها في أكثر من 150 دولة",
};
const LANGUAGES: Localized = {
  en: "Your licence details translated into 10 languages, including Arabic",
  ar: "ترجمة بيانات رخصتك إلى 10 لغات منها العربية",
};
const DIGITAL_COPY: Localized = {
  en: "Digital copy by e-mail, ready for car-rental bookings",
  ar: "نسخة رقمية عبر البريد الإلكتروني جاهزة لحجز السيارات المستأجرة",
};
const PRINTED_BOOKLET: Localized = {
  en: "Printed booklet delivered by tracked courier",
  ar: "كتيّب مطبوع يصلك عبر شركة شحن مع إمكانية تتبّع الشحنة",
};

/** The spec: an international driving permit is valid for one year and cannot be renewed. */
export const DRIVING_LICENSE_OFFERS: readonly DrivingLicenseSeed[] = [
  {
    key: "digital",
    title: { en: "Digital International Driving Permit", ar: "رخصة القيادة الدولية الرقمية" },
    description: {
      en: "A secure digital permit sent by e-mail, to show with your national licence when you pick up a rental car.",
      ar: "رخصة رقمية آمنة تصلك عبر البريد الإلكتروني، تُبرزها مع رخصتك الوطنية عند استلام السيارة المستأجرة.",
    },
    processingDays: STANDARD_PROCESSING,
    express: false,
    priceUsd: 39,
    features: [VALID_ONE_YEAR, NOT_RENEWABLE, COUNTRIES, LANGUAGES, DIGITAL_COPY],
  },
  {
    key: "standard",
    title: { en: "Standard Permit: Print + Digital", ar: "الرخصة القياسية: مطبوعة ورقمية" },
    description: {
      en: "Our most popular option: the printed booklet that traffic police and rental desks expect, plus a digital copy while you wait for delivery.",
      ar: "الخيار الأكثر طلبًا: الكتيّب المطبوع الذي تطلبه شرطة المرور ومكاتب تأجير السيارات، مع نسخة رقمية تستخدمها ريثما يصلك الكتيّب.",
    },
    processingDays: STANDARD_PROCESSING,
    express: false,
    priceUsd: 59,
    features: [VALID_ONE_YEAR, NOT_RENEWABLE, COUNTRIES, LANGUAGES, DIGITAL_COPY, PRINTED_BOOKLET],
  },
  {
    key: "express",
    title: { en: "Express Permit: Print + Digital", ar: "الرخصة المستعجلة: مطبوعة ورقمية" },
    description: {
      en: "Travelling soon? We process your application first and ship the printed booklet by express courier.",
      ar: "موعد سفرك قريب؟ نعالج طلبك بأولوية قصوى ونشحن الكتيّب المطبوع عبر البريد السريع.",
    },
    processingDays: EXPRESS_PROCESSING,
    express: true,
    priceUsd: 89,
    features: [
      VALID_ONE_YEAR,
      NOT_RENEWABLE,
      COUNTRIES,
      LANGUAGES,
      DIGITAL_COPY,
      { en: "Priority processing and express delivery", ar: "معالجة ذات أولوية وتوصيل سريع" },
    ],
  },
  {
    key: "translation",
    service: "driving-license",
    title: {
      en: "Licence Translation and Conversion Assistance",
      ar: "ترجمة الرخصة والمساعدة في استبدالها",
    },
    description: {
      en: "Moving abroad? We produce a certified translation of your national licence and prepare the file to exchange it for a local one.",
      ar: "هل تنتقل للإقامة في الخارج؟ نُعدّ ترجمة معتمدة لرخصتك الوطنية ونجهّز ملف استبدالها برخصة محلية.",
    },
    processingDays: { en: "5–7 business days", ar: "من 5 إلى 7 أيام عمل" },
    express: false,
    priceUsd: 75,
    features: [
      {
        en: "Certified translation of your licence, accepted for 12 months",
        ar: "ترجمة معتمدة لرخصتك، مقبولة لمدة 12 شهرًا",
      },
      {
        en: "A checklist of the documents the licensing authority asks for",
        ar: "قائمة بالمستندات التي تطلبها جهة الترخيص",
      },
      {
        en: "Help booking your appointment and filling in the forms",
        ar: "مساعدة في حجز موعدك وتعبئة النماذج",
      },
      {
        en: "Translation sent by e-mail and by tracked courier",
        ar: "إرسال الترجمة عبر البريد الإلكتروني وشركة شحن مع إمكانية التتبّع",
      },
    ],
  },
  {
    key: "renewal",
    service: "driving-license",
    title: { en: "Licence Renewal Assistance", ar: "المساعدة في تجديد الرخصة" },
    description: {
      en: "Licence about to expire while you are away? We check your documents, complete the renewal forms and follow your request until it is done.",
      ar: "توشك رخصتك على الانتهاء وأنت خارج بلدك؟ نراجع مستنداتك ونعبّئ نماذج التجديد ونتابع طلبك حتى إنجازه.",
    },
    processingDays: { en: "7–10 business days", ar: "من 7 إلى 10 أيام عمل" },
    express: false,
    priceUsd: 49,
    validityMonths: 6,
    features: [
      {
        en: "Document check before anything is submitted",
        ar: "مراجعة المستندات قبل تقديم أي طلب",
      },
      {
        en: "Renewal forms completed on your behalf",
        ar: "تعبئة نماذج التجديد نيابةً عنك",
      },
      {
        en: "Follow-up with the licensing authority for 6 months",
        ar: "متابعة طلبك لدى جهة الترخيص لمدة 6 أشهر",
      },
      {
        en: "Updates by e-mail at every step",
        ar: "إشعارات عبر البريد الإلكتروني في كل خطوة",
      },
    ],
  },
];

export type DrivingLicenseRow = typeof drivingLicenseOffers.$inferInsert;

export function drivingLicenseImageUrl(key: string): string {
  return `/images/driving-license/${key}.svg`;
}

export function drivingLicenseRow(offer: DrivingLicenseSeed): DrivingLicenseRow {
  return {
    title: offer.title,
    description: offer.description,
    service: offer.service ?? "international-driving-license",
    validityMonths: offer.validityMonths ?? 12,
    processingDays: offer.processingDays,
    express: offer.express,
    priceCents: usd(offer.priceUsd),
    features: [...offer.features],
    coverPhotoUrl: drivingLicenseImageUrl(offer.key),
    status: "active",
  };
}
