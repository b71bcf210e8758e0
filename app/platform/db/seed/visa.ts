import type { Localized } from "../../i18n/localized.ts";
import type { visaOffers } from "../schema/catalogue.ts";
import { usd } from "./format.ts";

export interface VisaSeed {
  slug: string;
  /** ISO 3166-1 alpha-2, lowercase. */
  countryCode: string;
  destination: Localized;
  title: Localized;
  description: Localized;
  visaType: "tourist" | "business" | "student" | "transit";
  processingDays: number;
  validityDays: number;
  /** Our service fee plus the government fee. */
  priceUsd: number;
  requirements: readonly Localized[];
}

const PASSPORT_6_MONTHS: Localized = {
  en: "Passport valid for at least six months beyond your travel date",
  ar: "جواز سفر ساري المفعول لمدة ستة أشهر على الأقل بعد تاريخ السفر",
};
const PHOTO: Localized = {
  en: "Recent passport photo (45 × 35 mm, white background)",
  ar: "صورة شخصية حديثة بمقاس 45 × 35 ملم وخلفية بيضاء",
};
const RETURN_TICKET: Localized = {
  en: "Return or onward flight booking",
  ar: "حجز طيران ذهابًا وإيابًا أو لوجهة تالية",
};
const HOTEL: Localized = { en: "Hotel booking or host's address", ar: "حجز فندقي أو عنوان الجهة المستضيفة" };
const BANK_STATEMENTS: Localized = {
  en: "Bank statements for the last six months",
  ar: "كشوف حساب بنكية لآخر ستة أشهر",
};
const EMPLOYMENT_LETTER: Localized = {
  en: "Letter from your employer or proof of business ownership",
  ar: "خطاب من جهة العمل أو ما يثبت ملكيتك لنشاط تجاري",
};
const TRAVEL_INSURANCE: Localized = {
  en: "Travel medical insurance with cover of at least €30,000",
  ar: "تأمين طبي للسفر بتغطية لا تقل عن 30,000 يورو",
};

export const VISA_OFFERS: readonly VisaSeed[] = [
  {
    slug: "turkey-e-visa",
    countryCode: "tr",
    destination: { en: "Turkey", ar: "تركيا" },
    title: { en: "Turkey e-Visa", ar: "التأشيرة الإلكترونية لتركيا" },
    description: {
      en: "Single-entry electronic visa for tourism and business visits of up to 30 days, for eligible nationalities. We check your eligibility and submit the application for you.",
      ar: "تأشيرة إلكترونية لدخول واحد بغرض السياحة أو الأعمال لمدة إقامة تصل إلى 30 يومًا، لحاملي الجنسيات المؤهلة. نتحقق من أهليتك ونقدّم الطلب نيابةً عنك.",
    },
    visaType: "tourist",
    processingDays: 2,
    validityDays: 180,
    priceUsd: 69,
    requirements: [PASSPORT_6_MONTHS, RETURN_TICKET, HOTEL],
  },
  {
    slug: "uae-tourist-visa-30-days",
    countryCode: "ae",
    destination: { en: "United Arab Emirates", ar: "الإمارات العربية المتحدة" },
    title: { en: "UAE Tourist Visa: 30 Days", ar: "تأشيرة سياحية للإمارات لمدة 30 يومًا" },
    description: {
      en: "Single-entry tourist visa for a stay of up to 30 days, valid for entry within 60 days of issue. Ideal for holidays and family visits.",
      ar: "تأشيرة سياحية لدخول واحد وإقامة تصل إلى 30 يومًا، يجب الدخول بها خلال 60 يومًا من تاريخ الإصدار. مثالية للعطلات وزيارة الأهل.",
    },
    visaType: "tourist",
    processingDays: 4,
    validityDays: 60,
    priceUsd: 139,
    requirements: [
      PASSPORT_6_MONTHS,
      PHOTO,
      RETURN_TICKET,
      {
        en: "Hotel booking or a copy of your host's Emirates ID",
        ar: "حجز فندقي أو نسخة من الهوية الإماراتية للمستضيف",
      },
    ],
  },
  {
    slug: "saudi-tourist-e-visa",
    countryCode: "sa",
    destination: { en: "Saudi Arabia", ar: "المملكة العربية السعودية" },
    title: {
      en: "Saudi Arabia Tourist eVisa (1 year, multiple entry)",
      ar: "التأشيرة السياحية الإلكترونية للسعودية (سنة، دخول متعدد)",
    },
    description: {
      en: "Multiple-entry tourist visa valid for one year, with stays of up to 90 days. It covers tourism, family visits and Umrah outside the Hajj season.",
      ar: "تأشيرة سياحية متعددة الدخول صالحة لمدة عام، تتيح الإقامة حتى 90 يومًا، وتشمل السياحة وزيارة الأهل وأداء العمرة خارج موسم الحج.",
    },
    visaType: "tourist",
    processingDays: 3,
    validityDays: 365,
    priceUsd: 165,
    requirements: [
      PASSPORT_6_MONTHS,
      PHOTO,
      { en: "Medical insurance (included in the price)", ar: "التأمين الطبي (مشمول في السعر)" },
      { en: "Address of your accommodation in Saudi Arabia", ar: "عنوان مكان إقامتك في المملكة" },
    ],
  },
  {
    slug: "uk-standard-visitor-visa",
    countryCode: "gb",
    destination: { en: "United Kingdom", ar: "المملكة المتحدة" },
    title: {
      en: "UK Standard Visitor Visa (6 months)",
      ar: "تأشيرة الزيارة القياسية للمملكة المتحدة (6 أشهر)",
    },
    description: {
      en: "For tourism, visiting family or short business trips of up to six months. We prepare your file, complete the online form and book your biometrics appointment.",
      ar: "للسياحة أو زيارة العائلة أو رحلات العمل القصيرة لمدة تصل إلى ستة أشهر. نجهّز ملفك، ونعبّئ النموذج الإلكتروني، ونحجز لك موعد البصمات.",
    },
    visaType: "tourist",
    processingDays: 21,
    validityDays: 180,
    priceUsd: 299,
    requirements: [
      PASSPORT_6_MONTHS,
      BANK_STATEMENTS,
      EMPLOYMENT_LETTER,
      { en: "Travel itinerary and accommodation details", ar: "خط سير الرحلة وتفاصيل الإقامة" },
      { en: "Attendance at a biometrics appointment", ar: "الحضور لموعد تسجيل البصمات" },
    ],
  },
  {
    slug: "schengen-tourist-visa-france",
    countryCode: "fr",
    destination: { en: "France (Schengen Area)", ar: "فرنسا (منطقة شنغن)" },
    title: { en: "Schengen Tourist Visa: France", ar: "تأشيرة شنغن السياحية: فرنسا" },
    description: {
      en: "Short-stay visa for up to 90 days in the Schengen Area, applied for through France as your main destination. Includes appointment booking and a document check before submission.",
      ar: "تأشيرة إقامة قصيرة تصل إلى 90 يومًا في دول منطقة شنغن، يُقدَّم طلبها عبر فرنسا بوصفها الوجهة الرئيسية. تشمل الخدمة حجز الموعد ومراجعة المستندات قبل التقديم.",
    },
    visaType: "tourist",
    processingDays: 15,
    validityDays: 90,
    priceUsd: 219,
    requirements: [PASSPORT_6_MONTHS, PHOTO, RETURN_TICKET, HOTEL, BANK_STATEMENTS, TRAVEL_INSURANCE],
  },
  {
    slug: "schengen-business-visa-germany",
    countryCode: "de",
    destination: { en: "Germany (Schengen Area)", ar: "ألمانيا (منطقة شنغن)" },
    title: { en: "Schengen Business Visa: Germany", ar: "تأشيرة شنغن للأعمال: ألمانيا" },
    description: {
      en: "For meetings, trade fairs and training in Germany and the rest of the Schengen Area, with stays of up to 90 days.",
      ar: "لحضور الاجتماعات والمعارض التجارية والدورات التدريبية في ألمانيا وبقية دول منطقة شنغن، بإقامة تصل إلى 90 يومًا.",
    },
    visaType: "business",
    processingDays: 15,
    validityDays: 90,
    priceUsd: 239,
    requirements: [
      PASSPORT_6_MONTHS,
      PHOTO,
      {
        en: "Invitation letter from the German company or event organiser",
        ar: "خطاب دعوة من الشركة الألمانية أو الجهة المنظمة للفعالية",
      },
      EMPLOYMENT_LETTER,
      TRAVEL_INSURANCE,
    ],
  },
  {
    slug: "us-visitor-visa-b1-b2",
    countryCode: "us",
    destination: { en: "United States", ar: "الولايات المتحدة" },
    title: {
      en: "US Visitor Visa (B-1/B-2): Application & Interview Support",
      ar: "تأشيرة الزيارة الأمريكية (B-1/B-2): التقديم والتحضير للمقابلة",
    },
    description: {
      en: "We complete your DS-160 form, book the embassy interview and prepare you for it. Visa validity, up to ten years, is set by the embassy according to your nationality.",
      ar: "نعبّئ نموذج DS-160، ونحجز موعد المقابلة في السفارة، ونجهّزك لها. تحدد السفارة مدة صلاحية التأشيرة بحسب جنسيتك، وقد تصل إلى عشر سنوات.",
    },
    visaType: "business",
    processingDays: 30,
    validityDays: 3650,
    priceUsd: 349,
    requirements: [
      PASSPORT_6_MONTHS,
      { en: "Digital photo (51 × 51 mm, white background)", ar: "صورة رقمية بمقاس 51 × 51 ملم وخلفية بيضاء" },
      BANK_STATEMENTS,
      EMPLOYMENT_LETTER,
      { en: "Attendance at the embassy interview", ar: "حضور المقابلة الشخصية في السفارة" },
    ],
  },
  {
    slug: "malaysia-student-pass",
    countryCode: "my",
    destination: { en: "Malaysia", ar: "ماليزيا" },
    title: { en: "Malaysia Student Pass (EMGS)", ar: "تصريح الدراسة في ماليزيا (EMGS)" },
    description: {
      en: "Full support with the student pass application through Education Malaysia Global Services, from the visa approval letter to your medical screening on arrival.",
      ar: "دعم متكامل في طلب تصريح الدراسة عبر منصة Education Malaysia Global Services، من خطاب الموافقة على التأشيرة حتى الفحص الطبي عند الوصول.",
    },
    visaType: "student",
    processingDays: 30,
    validityDays: 365,
    priceUsd: 420,
    requirements: [
      { en: "Passport valid for at least 18 months", ar: "جواز سفر ساري المفعول لمدة 18 شهرًا على الأقل" },
      {
        en: "Offer letter from a Malaysian university or college",
        ar: "خطاب قبول من جامعة أو كلية ماليزية",
      },
      { en: "Certified copies of academic certificates", ar: "نسخ مصدّقة من الشهادات الدراسية" },
      PHOTO,
      { en: "Pre-arrival medical examination", ar: "فحص طبي قبل الوصول" },
    ],
  },
  {
    slug: "egypt-tourist-e-visa",
    countryCode: "eg",
    destination: { en: "Egypt", ar: "مصر" },
    title: { en: "Egypt Tourist e-Visa", ar: "التأشيرة السياحية الإلكترونية لمصر" },
    description: {
      en: "Single-entry tourist visa for stays of up to 30 days, issued electronically so you can skip the visa-on-arrival queue.",
      ar: "تأشيرة سياحية لدخول واحد وإقامة تصل إلى 30 يومًا، تصدر إلكترونيًا لتتجنب طوابير التأشيرة عند الوصول.",
    },
    visaType: "tourist",
    processingDays: 5,
    validityDays: 90,
    priceUsd: 59,
    requirements: [PASSPORT_6_MONTHS, PHOTO, HOTEL],
  },
  {
    slug: "japan-short-term-tourist-visa",
    countryCode: "jp",
    destination: { en: "Japan", ar: "اليابان" },
    title: { en: "Japan Short-Term Tourist Visa", ar: "تأشيرة سياحية قصيرة الأجل لليابان" },
    description: {
      en: "Single-entry visa for tourism or visiting friends, with stays of up to 15 or 30 days. We prepare the itinerary the embassy asks for.",
      ar: "تأشيرة دخول واحد للسياحة أو زيارة الأصدقاء، بإقامة تصل إلى 15 أو 30 يومًا. نتولى إعداد جدول الرحلة الذي تطلبه السفارة.",
    },
    visaType: "tourist",
    processingDays: 7,
    validityDays: 90,
    priceUsd: 119,
    requirements: [
      PASSPORT_6_MONTHS,
      PHOTO,
      BANK_STATEMENTS,
      { en: "Day-by-day itinerary (we prepare it)", ar: "جدول الرحلة يومًا بيوم (نتولى إعداده)" },
      RETURN_TICKET,
    ],
  },
];

export type VisaRow = typeof visaOffers.$inferInsert;

export function visaImageUrl(slug: string): string {
  return `/images/visa/${slug}.svg`;
}

export function visaRow(offer: VisaSeed): VisaRow {
  return {
    slug: offer.slug,
    countryCode: offer.countryCode,
    destination: offer.destination,
    title: offer.title,
    description: offer.description,
    visaType: offer.visaType,
    processingDays: offer.processingDays,
    validityDays: offer.validityDays,
    priceCents: usd(offer.priceUsd),
    requirements: [...offer.requirements],
    coverPhotoUrl: visaImageUrl(offer.slug),
    status: "active",
  };
}
