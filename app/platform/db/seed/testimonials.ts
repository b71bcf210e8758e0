import type { testimonials } from "../schema/catalogue.ts";

export type TestimonialRow = typeof testimonials.$inferInsert;

/** service: esim, visa, idl, package, education or accessory. Shown in `position` order. */
export const TESTIMONIALS: readonly Omit<TestimonialRow, "id" | "createdAt">[] = [
  {
    authorName: "Fatima Al-Mansouri",
    location: { en: "Dubai, UAE", ar: "دبي، الإمارات" },
    quote: {
      en: "I activated my Turkey eSIM before boarding and had data the moment we landed in Istanbul. No queues, no hunting for a SIM shop.",
      ar: "فعّلت شريحة eSIM الخاصة بتركيا قبل صعود الطائرة، وكان الإنترنت يعمل لحظة هبوطنا في إسطنبول. لا طوابير ولا بحث عن متجر للشرائح.",
    },
    service: "esim",
    rating: 5,
    position: 1,
    status: "active",
  },
  {
    authorName: "أحمد الشمري",
    location: { en: "Riyadh, Saudi Arabia", ar: "الرياض، السعودية" },
    quote: {
      en: "The paperwork for my UK visitor visa looked overwhelming. The team checked every document, booked my biometrics appointment, and the visa arrived within three weeks.",
      ar: "بدت لي أوراق تأشيرة الزيارة البريطانية معقدة للغاية، لكن الفريق راجع كل مستند وحجز لي موعد البصمات، ووصلت التأشيرة خلال ثلاثة أسابيع.",
    },
    service: "visa",
    rating: 5,
    position: 2,
    status: "active",
  },
  {
    authorName: "Sarah Thompson",
    location: { en: "Manchester, United Kingdom", ar: "مانشستر، المملكة المتحدة" },
    quote: {
      en: "I ordered the express driving permit on Monday and had it in my hands by Wednesday, just in time for our road trip in Oman.",
      ar: "طلبت رخصة القيادة الدولية المستعجلة يوم الاثنين واستلمتها يوم الأربعاء، في الوقت المناسب تمامًا لرحلتنا البرية في عُمان.",
    },
    service: "idl",
    rating: 5,
    position: 3,
    status: "active",
  },
  {
    authorName: "Youssef Benali",
    location: { en: "Casablanca, Morocco", ar: "الدار البيضاء، المغرب" },
    quote: {
      en: "The Kuala Lumpur and Langkawi package was excellent value and the hotels were exactly as described. My only wish was one more day on the island.",
      ar: "كانت باقة كوالالمبور ولنكاوي ممتازة مقابل سعرها، والفنادق مطابقة تمامًا للوصف. أمنيتي الوحيدة لو بقينا يومًا إضافيًا في الجزيرة.",
    },
    service: "package",
    rating: 4,
    position: 4,
    status: "active",
  },
  {
    authorName: "نورة العتيبي",
    location: { en: "Kuwait City, Kuwait", ar: "مدينة الكويت، الكويت" },
    quote: {
      en: "The consultant helped my son choose a university in Kuala Lumpur and walked us through the student pass step by step.",
      ar: "ساعد المستشار ابني على اختيار جامعة في كوالالمبور، ورافقنا خطوة بخطوة في إجراءات تصريح الدراسة.",
    },
    service: "education",
    rating: 5,
    position: 5,
    status: "active",
  },
  {
    authorName: "Omar Haddad",
    location: { en: "Amman, Jordan", ar: "عمّان، الأردن" },
    quote: {
      en: "The packing cubes and universal adapter arrived in two days with free shipping. Solid quality for the price.",
      ar: "وصلتني مكعبات تنظيم الأمتعة والمحوّل العالمي خلال يومين مع شحن مجاني، وجودتها ممتازة مقارنةً بسعرها.",
    },
    service: "accessory",
    rating: 4,
    position: 6,
    status: "active",
  },
  {
    authorName: "Layla Karim",
    location: { en: "Doha, Qatar", ar: "الدوحة، قطر" },
    quote: {
      en: "From the seaplane transfer to the dolphin cruise, our Maldives honeymoon was flawless. Every detail had been taken care of.",
      ar: "من الانتقال بالطائرة المائية إلى رحلة مشاهدة الدلافين، كان شهر عسلنا في المالديف مثاليًا، ولم يغفلوا عن أي تفصيل.",
    },
    service: "package",
    rating: 5,
    position: 7,
    status: "active",
  },
  {
    authorName: "Daniel Weber",
    location: { en: "Munich, Germany", ar: "ميونخ، ألمانيا" },
    quote: {
      en: "The Europe plan covered all five countries on our rail trip without a single hiccup, and support answered on WhatsApp within minutes.",
      ar: "غطّت باقة أوروبا الدول الخمس في رحلتنا بالقطار دون أي انقطاع، وردّ فريق الدعم على WhatsApp خلال دقائق.",
    },
    service: "esim",
    rating: 4,
    position: 8,
    status: "active",
  },
];
