import type { Localized } from "../../i18n/localized.ts";
import type { AccessoryCategory, travelAccessories } from "../schema/catalogue.ts";
import { usd } from "./format.ts";

export interface AccessorySeed {
  slug: string;
  category: AccessoryCategory;
  brand: string;
  name: Localized;
  description: Localized;
  size: Localized;
  weightGrams: number;
  priceUsd: number;
  stock: number;
  freeShipping?: boolean;
  warrantyMonths?: number;
}

/** Stock levels are deliberately spread: 0 = out of stock, 1–5 low, 6–20 limited, over 20 in stock. */
export const ACCESSORIES: readonly AccessorySeed[] = [
  // ——— Comfort ———
  {
    slug: "skyrest-memory-foam-neck-pillow",
    category: "comfort",
    brand: "Skyrest",
    name: { en: "Memory Foam Neck Pillow", ar: "وسادة رقبة من الإسفنج الطبي" },
    description: {
      en: "Ergonomic 360° support that keeps your head upright on long-haul flights, with a breathable, washable velour cover and a clip to hang it from your bag.",
      ar: "دعم مريح بزاوية 360 درجة يُبقي رأسك مستقيمًا في الرحلات الطويلة، مع غطاء مخملي يسمح بمرور الهواء وقابل للغسل، ومشبك لتعليقها بحقيبتك.",
    },
    size: { en: "30 × 28 × 12 cm", ar: "30 × 28 × 12 سم" },
    weightGrams: 320,
    priceUsd: 34.99,
    stock: 64,
  },
  {
    slug: "aerlune-contoured-sleep-mask",
    category: "comfort",
    brand: "Aerlune",
    name: { en: "Contoured 3D Sleep Mask", ar: "قناع نوم ثلاثي الأبعاد" },
    description: {
      en: "Moulded eye cups block out light completely without pressing on your eyelids. Comes with foam earplugs and a travel pouch.",
      ar: "تجويفان مقوّسان للعينين يحجبان الضوء تمامًا دون أي ضغط على الجفون، ويأتي القناع مع سدادات أذن إسفنجية وحافظة صغيرة للسفر.",
    },
    size: { en: "23 × 9 cm", ar: "23 × 9 سم" },
    weightGrams: 45,
    priceUsd: 17.5,
    stock: 3,
  },
  {
    slug: "nomadi-compression-flight-socks",
    category: "comfort",
    brand: "Nomadi",
    name: { en: "Compression Flight Socks (2 pairs)", ar: "جوارب ضاغطة للطيران (زوجان)" },
    description: {
      en: "Graduated 15–20 mmHg compression supports circulation and reduces swelling on flights longer than four hours.",
      ar: "ضغط متدرج بقوة 15–20 ملم زئبقي يدعم الدورة الدموية ويخفف تورّم الساقين في الرحلات التي تتجاوز أربع ساعات.",
    },
    size: { en: "One size (EU 39–45)", ar: "مقاس موحد (EU 39–45)" },
    weightGrams: 90,
    priceUsd: 22,
    stock: 18,
  },
  {
    slug: "skyrest-inflatable-lumbar-cushion",
    category: "comfort",
    brand: "Skyrest",
    name: { en: "Inflatable Lumbar Cushion", ar: "وسادة هوائية لدعم أسفل الظهر" },
    description: {
      en: "Inflates in three breaths and supports your lower back in plane, train and car seats, then folds flat into its own pocket.",
      ar: "تمتلئ بثلاثة أنفاس فقط وتدعم أسفل ظهرك على مقاعد الطائرة والقطار والسيارة، ثم تُطوى داخل جيبها الخاص.",
    },
    size: { en: "35 × 25 cm (inflated)", ar: "35 × 25 سم (بعد النفخ)" },
    weightGrams: 180,
    priceUsd: 19.9,
    stock: 0,
  },
  {
    slug: "aerlune-packable-travel-blanket",
    category: "comfort",
    brand: "Aerlune",
    name: { en: "Packable Travel Blanket", ar: "بطانية سفر قابلة للطي" },
    description: {
      en: "A soft microfleece blanket that rolls into a compact pouch with a luggage strap, for chilly cabins and airport lounges.",
      ar: "بطانية ناعمة من المايكروفليس تُلفّ داخل حافظة صغيرة بحزام يُثبَّت على الأمتعة، لتبقى دافئًا في برودة المقصورة وصالات الانتظار.",
    },
    size: { en: "180 × 120 cm", ar: "180 × 120 سم" },
    weightGrams: 410,
    priceUsd: 29,
    stock: 12,
    freeShipping: false,
  },
  // ——— Electronics ———
  {
    slug: "voltra-universal-travel-adapter",
    category: "electronics",
    brand: "Voltra",
    name: { en: "Universal Travel Adapter with USB-C", ar: "محوّل سفر عالمي بمنافذ USB-C" },
    description: {
      en: "One adapter for more than 150 countries (US, UK, EU and AU plugs) with two USB-C and two USB-A ports and built-in surge protection.",
      ar: "محوّل واحد لأكثر من 150 دولة (مقابس US وUK وEU وAU)، بمنفذَي USB-C ومنفذَي USB-A، وحماية مدمجة من ارتفاع التيار.",
    },
    size: { en: "7 × 5 × 4.5 cm", ar: "7 × 5 × 4.5 سم" },
    weightGrams: 165,
    priceUsd: 27.99,
    stock: 140,
  },
  {
    slug: "voltra-20000mah-power-bank",
    category: "electronics",
    brand: "Voltra",
    name: { en: "20,000 mAh Power Bank", ar: "بطارية متنقلة بسعة 20,000 mAh" },
    description: {
      en: "Charges a phone four to five times, with 30 W USB-C fast charging and a capacity airlines allow in hand luggage.",
      ar: "تشحن الهاتف من أربع إلى خمس مرات، مع شحن سريع بقدرة 30 واط عبر USB-C، وسعتها مسموح بها في حقائب اليد على متن الطائرة.",
    },
    size: { en: "15 × 7 × 2.5 cm", ar: "15 × 7 × 2.5 سم" },
    weightGrams: 360,
    priceUsd: 44.9,
    stock: 2,
  },
  {
    slug: "voltra-gan-65w-charger",
    category: "electronics",
    brand: "Voltra",
    name: { en: "65 W GaN Travel Charger", ar: "شاحن سفر GaN بقدرة 65 واط" },
    description: {
      en: "Charges a laptop, a tablet and a phone at the same time from one compact brick with folding prongs.",
      ar: "يشحن الحاسوب المحمول والجهاز اللوحي والهاتف في آنٍ واحد، من شاحن صغير الحجم بأطراف قابلة للطي.",
    },
    size: { en: "6 × 6 × 3 cm", ar: "6 × 6 × 3 سم" },
    weightGrams: 130,
    priceUsd: 39.99,
    stock: 35,
  },
  {
    slug: "soundnest-noise-cancelling-earbuds",
    category: "electronics",
    brand: "Soundnest",
    name: { en: "Noise-Cancelling Wireless Earbuds", ar: "سماعات لاسلكية بخاصية إلغاء الضوضاء" },
    description: {
      en: "Active noise cancellation tuned for engine hum, 30 hours of battery with the case, and an adapter for in-flight entertainment.",
      ar: "إلغاء نشط للضوضاء مصمَّم لكتم هدير المحركات، وبطارية تدوم 30 ساعة مع علبة الشحن، ومحوّل للاتصال بشاشة الترفيه على متن الطائرة.",
    },
    size: { en: "6 × 5 × 3 cm (case)", ar: "6 × 5 × 3 سم (العلبة)" },
    weightGrams: 55,
    priceUsd: 89,
    stock: 0,
    warrantyMonths: 24,
  },
  {
    slug: "findly-bluetooth-luggage-tracker",
    category: "electronics",
    brand: "Findly",
    name: { en: "Bluetooth Luggage Tracker (2-pack)", ar: "متتبّع أمتعة بتقنية Bluetooth (قطعتان)" },
    description: {
      en: "Slip one into your checked bag and see where it is on your phone. The replaceable battery lasts about a year.",
      ar: "ضع واحدًا في حقيبتك المشحونة وتابع مكانها من هاتفك، ببطارية قابلة للاستبدال تدوم نحو عام.",
    },
    size: { en: "4 × 4 × 0.8 cm", ar: "4 × 4 × 0.8 سم" },
    weightGrams: 12,
    priceUsd: 32,
    stock: 9,
  },
  // ——— Health ———
  {
    slug: "medica-go-travel-first-aid-kit",
    category: "health",
    brand: "Medica Go",
    name: { en: "Travel First Aid Kit (42 pieces)", ar: "حقيبة إسعافات أولية للسفر (42 قطعة)" },
    description: {
      en: "Plasters, sterile dressings, antiseptic wipes, tweezers and a foil blanket in a compact zip case that fits in a daypack.",
      ar: "لصقات جروح وضمادات معقّمة ومناديل مطهّرة وملقط وبطانية حرارية، في حقيبة صغيرة بسحّاب تتسع لها حقيبة الظهر اليومية.",
    },
    size: { en: "16 × 11 × 6 cm", ar: "16 × 11 × 6 سم" },
    weightGrams: 240,
    priceUsd: 24.5,
    stock: 48,
  },
  {
    slug: "purewell-filter-water-bottle",
    category: "health",
    brand: "Purewell",
    name: { en: "Filter Water Bottle 650 ml", ar: "قارورة ماء بفلتر سعة 650 مل" },
    description: {
      en: "A replaceable carbon filter removes chlorine and improves the taste of tap water. BPA-free and dishwasher safe.",
      ar: "فلتر كربوني قابل للاستبدال يزيل الكلور ويحسّن طعم ماء الصنبور، والقارورة خالية من مادة BPA وآمنة في غسالة الأطباق.",
    },
    size: { en: "23 × 7.5 cm", ar: "23 × 7.5 سم" },
    weightGrams: 210,
    priceUsd: 26,
    stock: 5,
  },
  {
    slug: "medica-go-weekly-pill-organiser",
    category: "health",
    brand: "Medica Go",
    name: { en: "Weekly Pill Organiser", ar: "علبة أدوية أسبوعية" },
    description: {
      en: "Seven snap-shut compartments, each split into morning and evening, labelled in Arabic and English.",
      ar: "سبعة أقسام محكمة الإغلاق، كلٌّ منها مقسوم إلى صباح ومساء، مع ملصقات بالعربية والإنجليزية.",
    },
    size: { en: "20 × 8 × 2.5 cm", ar: "20 × 8 × 2.5 سم" },
    weightGrams: 95,
    priceUsd: 12.9,
    stock: 27,
    freeShipping: false,
  },
  {
    slug: "medica-go-motion-sickness-bands",
    category: "health",
    brand: "Medica Go",
    name: { en: "Acupressure Motion Sickness Bands", ar: "أساور الضغط لمقاومة دوار الحركة" },
    description: {
      en: "Drug-free relief from nausea on boats, coaches and flights, for adults and children over three.",
      ar: "تخفف الغثيان على متن القوارب والحافلات والطائرات دون أدوية، وتناسب الكبار والأطفال فوق ثلاث سنوات.",
    },
    size: { en: "Adjustable, one size", ar: "قابلة للتعديل، مقاس موحد" },
    weightGrams: 20,
    priceUsd: 9.99,
    stock: 0,
    freeShipping: false,
  },
  {
    slug: "purewell-leak-proof-toiletry-bottles",
    category: "health",
    brand: "Purewell",
    name: { en: "Leak-Proof Toiletry Bottle Set", ar: "طقم عبوات مستحضرات مانعة للتسرّب" },
    description: {
      en: "Four 89 ml silicone bottles, within cabin liquid limits, in a clear zip bag that speeds up security checks.",
      ar: "أربع عبوات من السيليكون سعة كلٍّ منها 89 مل ضمن الحد المسموح للسوائل في المقصورة، داخل كيس شفاف بسحّاب يختصر وقت التفتيش الأمني.",
    },
    size: { en: "20 × 15 × 6 cm (bag)", ar: "20 × 15 × 6 سم (الكيس)" },
    weightGrams: 150,
    priceUsd: 16.5,
    stock: 14,
  },
  // ——— Luggage ———
  {
    slug: "packwell-compression-packing-cubes",
    category: "luggage",
    brand: "Packwell",
    name: { en: "Compression Packing Cubes (set of 4)", ar: "مكعبات تنظيم الأمتعة الضاغطة (طقم من 4)" },
    description: {
      en: "A second zip compresses your clothes by up to a third. Four sizes in water-resistant ripstop fabric.",
      ar: "سحّاب إضافي يضغط ملابسك بما يصل إلى الثلث، بأربعة مقاسات من قماش ريبستوب المقاوم للماء.",
    },
    size: { en: "From 25 × 18 cm to 40 × 30 cm", ar: "من 25 × 18 سم إلى 40 × 30 سم" },
    weightGrams: 380,
    priceUsd: 36,
    stock: 72,
  },
  {
    slug: "packwell-carry-on-spinner-55",
    category: "luggage",
    brand: "Packwell",
    name: { en: "Carry-On Spinner Suitcase 55 cm", ar: "حقيبة مقصورة بأربع عجلات 55 سم" },
    description: {
      en: "Polycarbonate shell, silent 360° wheels and a TSA-approved lock, sized for the cabin allowance of most airlines.",
      ar: "هيكل من البولي كربونات، وعجلات صامتة تدور 360 درجة، وقفل معتمد من TSA، بمقاس يوافق اشتراطات المقصورة لدى معظم شركات الطيران.",
    },
    size: { en: "55 × 40 × 20 cm", ar: "55 × 40 × 20 سم" },
    weightGrams: 2900,
    priceUsd: 149,
    stock: 4,
    freeShipping: false,
    warrantyMonths: 36,
  },
  {
    slug: "duneline-foldable-duffel-40l",
    category: "luggage",
    brand: "Duneline",
    name: { en: "Foldable Weekender Duffel 40 L", ar: "حقيبة سفر قابلة للطي سعة 40 لترًا" },
    description: {
      en: "Packs into its own pocket and unfolds into a 40-litre weekender with a trolley sleeve and a separate shoe compartment.",
      ar: "تُطوى داخل جيبها الخاص، وتتحول عند فتحها إلى حقيبة سعتها 40 لترًا، مع شريط يثبّتها على مقبض الحقيبة ذات العجلات وقسم مستقل للأحذية.",
    },
    size: { en: "50 × 28 × 28 cm", ar: "50 × 28 × 28 سم" },
    weightGrams: 520,
    priceUsd: 42,
    stock: 19,
  },
  {
    slug: "packwell-digital-luggage-scale",
    category: "luggage",
    brand: "Packwell",
    name: { en: "Digital Luggage Scale", ar: "ميزان رقمي للأمتعة" },
    description: {
      en: "Weigh your bags before you leave for the airport, up to 50 kg, with a backlit display and a tare function.",
      ar: "زِن حقائبك قبل التوجه إلى المطار حتى 50 كغ، بشاشة مضيئة وخاصية التصفير.",
    },
    size: { en: "13 × 4 × 3 cm", ar: "13 × 4 × 3 سم" },
    weightGrams: 110,
    priceUsd: 14.99,
    stock: 230,
  },
  {
    slug: "duneline-hanging-toiletry-bag",
    category: "luggage",
    brand: "Duneline",
    name: { en: "Hanging Toiletry Bag", ar: "حقيبة أدوات العناية الشخصية المعلّقة" },
    description: {
      en: "A swivel hook, four zip compartments and a removable clear pouch keep everything in sight on a hotel door or towel rail.",
      ar: "خطّاف دوّار وأربعة أقسام بسحّاب وكيس شفاف قابل للفصل، لتبقى أغراضك مرتبة وفي متناول نظرك على باب الفندق أو حامل المناشف.",
    },
    size: { en: "24 × 18 × 9 cm (folded)", ar: "24 × 18 × 9 سم (مطويّة)" },
    weightGrams: 300,
    priceUsd: 27.5,
    stock: 7,
  },
  // ——— Security ———
  {
    slug: "lockwise-tsa-cable-lock",
    category: "security",
    brand: "Lockwise",
    name: { en: "TSA-Approved Cable Lock (2-pack)", ar: "قفل بسلك معتمد من TSA (قطعتان)" },
    description: {
      en: "Three-digit combination locks that airport security can open without damage, with a flexible cable for zips and small loops.",
      ar: "قفلان برمز من ثلاثة أرقام يستطيع أمن المطار فتحهما دون إتلاف، بسلك مرن يناسب السحّابات والحلقات الصغيرة.",
    },
    size: { en: "9 × 3 cm", ar: "9 × 3 سم" },
    weightGrams: 70,
    priceUsd: 15.9,
    stock: 310,
  },
  {
    slug: "lockwise-rfid-passport-wallet",
    category: "security",
    brand: "Lockwise",
    name: { en: "RFID-Blocking Passport Wallet", ar: "محفظة جواز سفر بتقنية حجب RFID" },
    description: {
      en: "Holds a passport, boarding passes, cards and a SIM tool, and its lining stops contactless cards being skimmed.",
      ar: "تتسع لجواز السفر وبطاقات الصعود إلى الطائرة والبطاقات البنكية وأداة إخراج الشريحة، وتحمي بطانتها بطاقاتك اللاتلامسية من القرصنة الإلكترونية.",
    },
    size: { en: "14 × 11 × 1.5 cm", ar: "14 × 11 × 1.5 سم" },
    weightGrams: 95,
    priceUsd: 24,
    stock: 1,
  },
  {
    slug: "guardia-anti-theft-sling-bag",
    category: "security",
    brand: "Guardia",
    name: { en: "Anti-Theft Sling Bag", ar: "حقيبة كتف مضادة للسرقة" },
    description: {
      en: "A slash-resistant strap, hidden zips that rest against your body and a lockable main compartment.",
      ar: "حزام مقاوم للقطع، وسحّابات مخفية تستقر ملاصقةً لجسمك، وقسم رئيسي قابل للقفل.",
    },
    size: { en: "32 × 18 × 8 cm", ar: "32 × 18 × 8 سم" },
    weightGrams: 480,
    priceUsd: 59,
    stock: 26,
  },
  {
    slug: "guardia-portable-door-lock",
    category: "security",
    brand: "Guardia",
    name: { en: "Portable Door Lock", ar: "قفل باب محمول" },
    description: {
      en: "Adds a second lock to inward-opening hotel and holiday-rental doors in seconds, with no tools or installation.",
      ar: "يضيف قفلًا ثانيًا إلى أبواب الفنادق والشقق المؤجرة التي تُفتح إلى الداخل خلال ثوانٍ، دون أدوات أو تركيب.",
    },
    size: { en: "9 × 5 × 2 cm", ar: "9 × 5 × 2 سم" },
    weightGrams: 140,
    priceUsd: 18.5,
    stock: 0,
  },
  {
    slug: "lockwise-hidden-money-belt",
    category: "security",
    brand: "Lockwise",
    name: { en: "Hidden Money Belt", ar: "حزام نقود مخفي" },
    description: {
      en: "A slim, sweat-resistant belt worn under your clothes for cash, cards and a spare copy of your passport.",
      ar: "حزام رفيع مقاوم للتعرّق يُرتدى تحت الملابس لحفظ النقود والبطاقات ونسخة احتياطية من جواز السفر.",
    },
    size: { en: "Fits waists of 65–120 cm", ar: "يناسب محيط الخصر من 65 إلى 120 سم" },
    weightGrams: 60,
    priceUsd: 13.5,
    stock: 3,
  },
];

export type AccessoryRow = typeof travelAccessories.$inferInsert;

export function accessoryImageUrl(slug: string): string {
  return `/images/accessories/${slug}.svg`;
}

export function accessoryRow(accessory: AccessorySeed): AccessoryRow {
  return {
    slug: accessory.slug,
    name: accessory.name,
    description: accessory.description,
    category: accessory.category,
    brand: accessory.brand,
    size: accessory.size,
    weightGrams: accessory.weightGrams,
    priceCents: usd(accessory.priceUsd),
    stock: accessory.stock,
    shippingRequired: true,
    freeShipping: accessory.freeShipping ?? true,
    warrantyMonths: accessory.warrantyMonths ?? 12,
    images: [accessoryImageUrl(accessory.slug)],
    status: "active",
  };
}
