import type { Localized } from "../../i18n/localized.ts";
import type { EsimCategory, esimDestinations, esimPlans } from "../schema/catalogue.ts";
import { arabicCount, days, destinations, MESSAGES, MINUTES, usd } from "./format.ts";

/**
 * One plan: [data in GB (null = unlimited), validity in days, price in USD, stock,
 * call minutes, SMS]. Minutes and SMS make it a data + voice plan.
 */
export type PlanSpec = readonly [
  gb: number | null,
  validityDays: number,
  priceUsd: number,
  stock: number,
  minutes?: number,
  sms?: number,
];

export interface DestinationSeed {
  slug: string;
  isoCode: string | null;
  category: EsimCategory;
  name: Localized;
  /** Where the plans work, as written in plan descriptions; defaults to "in {name}" / "في {name}". */
  where?: Localized;
  description: Localized;
  /** ISO 3166-1 alpha-2 codes (lowercase); a country covers itself. */
  coverage?: readonly string[];
  popular?: boolean;
  plans: readonly PlanSpec[];
}

/** ISO 3166-1 alpha-2 codes, lowercase, written space-separated for readability. */
function codes(list: string): readonly string[] {
  return list.split(/\s+/).filter(Boolean);
}

const EUROPE = codes(
  "at be bg hr cy cz dk ee fi fr de gr hu is ie it lv li lt lu mt nl no pl pt ro sk si es se ch gb tr",
);
const ASIA = codes("cn hk mo tw jp kr sg my th id ph vn kh la in lk bd pk np mv");
const MENA = codes("ae sa qa kw bh om jo iq eg ma tn dz tr");
const GCC = codes("ae sa qa kw bh om");
const AMERICAS = codes("us ca mx br ar cl co pe ec uy py bo pa cr gt do pr jm");
const AFRICA = codes("eg ma tn dz za ke tz ug rw et gh ng sn ci cm mg mu zm mz bw na");
const GLOBAL_ESSENTIALS = codes(
  "ae sa qa kw bh om jo eg ma tr gb fr de it es ch nl at gr pt us ca mx br jp kr cn hk sg my th id in lk mv au nz za ke tz",
);
const GLOBAL = [
  ...new Set([
    ...EUROPE,
    ...ASIA,
    ...MENA,
    ...AMERICAS,
    ...AFRICA,
    ...GLOBAL_ESSENTIALS,
    ...codes("ge az am kz uz ba rs me al mk ua md ee au nz fj uy sv hn ni bs tt ky"),
  ]),
].sort();

export const ESIM_DESTINATIONS: readonly DestinationSeed[] = [
  // ——— Middle East & North Africa ———
  {
    slug: "turkey",
    isoCode: "tr",
    category: "country",
    popular: true,
    name: { en: "Turkey", ar: "تركيا" },
    description: {
      en: "Stay online from Istanbul's bazaars to the beaches of Antalya and the valleys of Cappadocia on fast local 4G/5G networks.",
      ar: "ابقَ متصلًا من أسواق إسطنبول إلى شواطئ أنطاليا ووديان كبادوكيا عبر شبكات 4G/5G محلية سريعة.",
    },
    plans: [
      [1, 7, 4.5, 420],
      [3, 15, 9, 380],
      [5, 30, 13, 260],
      [10, 30, 21, 150],
      [5, 30, 19, 90, 60, 30],
      [null, 7, 29, 64],
    ],
  },
  {
    slug: "united-arab-emirates",
    isoCode: "ae",
    category: "country",
    popular: true,
    name: { en: "United Arab Emirates", ar: "الإمارات العربية المتحدة" },
    where: { en: "in the United Arab Emirates", ar: "في الإمارات العربية المتحدة" },
    description: {
      en: "Reliable high-speed coverage across Dubai, Abu Dhabi and the northern emirates, ideal for business trips and family holidays.",
      ar: "تغطية سريعة وموثوقة في دبي وأبوظبي وسائر الإمارات الشمالية، مثالية لرحلات العمل والعطلات العائلية.",
    },
    plans: [
      [1, 7, 7, 310],
      [3, 15, 15, 240],
      [5, 30, 22, 185],
      [10, 30, 36, 90],
      [5, 30, 34, 70, 100, 50],
    ],
  },
  {
    slug: "saudi-arabia",
    isoCode: "sa",
    category: "country",
    popular: true,
    name: { en: "Saudi Arabia", ar: "المملكة العربية السعودية" },
    description: {
      en: "Data for Umrah, the Hajj season and business travel, with coverage in Makkah, Madinah, Riyadh, Jeddah and beyond.",
      ar: "باقات تناسب رحلات العمرة والحج والأعمال، بتغطية تشمل مكة المكرمة والمدينة المنورة والرياض وجدة وغيرها.",
    },
    plans: [
      [1, 7, 6.5, 450],
      [3, 15, 14, 330],
      [5, 30, 20, 270],
      [10, 30, 32, 160],
      [20, 30, 49, 85],
      [10, 30, 44, 55, 100, 50],
    ],
  },
  {
    slug: "egypt",
    isoCode: "eg",
    category: "country",
    popular: true,
    name: { en: "Egypt", ar: "مصر" },
    description: {
      en: "From Cairo and Giza to Luxor, Aswan and the Red Sea resorts, share your trip the moment it happens.",
      ar: "من القاهرة والجيزة إلى الأقصر وأسوان ومنتجعات البحر الأحمر، شارك لحظات رحلتك أولًا بأول.",
    },
    plans: [
      [1, 7, 5, 280],
      [3, 15, 11, 210],
      [5, 30, 16, 140],
      [3, 15, 17, 48, 50, 20],
    ],
  },
  {
    slug: "jordan",
    isoCode: "jo",
    category: "country",
    name: { en: "Jordan", ar: "الأردن" },
    description: {
      en: "Coverage in Amman, Petra, Wadi Rum and the Dead Sea, so maps and bookings are always at hand.",
      ar: "تغطية في عمّان والبتراء ووادي رم والبحر الميت، لتبقى الخرائط والحجوزات في متناول يدك دائمًا.",
    },
    plans: [
      [1, 7, 6, 150],
      [3, 15, 13, 120],
      [5, 30, 19, 75],
      [10, 30, 29, 40],
    ],
  },
  {
    slug: "qatar",
    isoCode: "qa",
    category: "country",
    name: { en: "Qatar", ar: "قطر" },
    description: {
      en: "Fast 5G throughout Doha and Lusail for stopovers, events and business meetings.",
      ar: "تغطية 5G سريعة في أنحاء الدوحة ولوسيل، تناسب التوقف العابر وحضور الفعاليات واجتماعات العمل.",
    },
    plans: [
      [1, 7, 7.5, 160],
      [3, 15, 16, 110],
      [5, 30, 24, 70],
      [10, 30, 38, 35],
    ],
  },
  {
    slug: "oman",
    isoCode: "om",
    category: "country",
    name: { en: "Oman", ar: "سلطنة عُمان" },
    description: {
      en: "Stay connected from the Muscat corniche to the heights of Jebel Akhdar and the coast of Salalah.",
      ar: "ابقَ على اتصال من كورنيش مسقط إلى قمم الجبل الأخضر وسواحل صلالة.",
    },
    plans: [
      [1, 7, 8, 95],
      [3, 15, 17, 70],
      [5, 30, 25, 45],
    ],
  },
  {
    slug: "kuwait",
    isoCode: "kw",
    category: "country",
    name: { en: "Kuwait", ar: "الكويت" },
    description: {
      en: "Dependable data in Kuwait City and across the country, for short visits and longer stays alike.",
      ar: "بيانات موثوقة في مدينة الكويت وسائر أنحاء البلاد، للزيارات القصيرة والإقامات الطويلة على حد سواء.",
    },
    plans: [
      [1, 7, 8, 88],
      [3, 15, 18, 64],
      [5, 30, 26, 38],
      [10, 30, 41, 15],
    ],
  },
  {
    slug: "bahrain",
    isoCode: "bh",
    category: "country",
    name: { en: "Bahrain", ar: "البحرين" },
    description: {
      en: "Quick, affordable data for weekend trips to Manama and business on the island.",
      ar: "بيانات سريعة بسعر مناسب لعطلات نهاية الأسبوع في المنامة ورحلات العمل في المملكة.",
    },
    plans: [
      [1, 7, 7, 72],
      [3, 15, 15, 50],
      [5, 30, 23, 28],
    ],
  },
  {
    slug: "morocco",
    isoCode: "ma",
    category: "country",
    name: { en: "Morocco", ar: "المغرب" },
    description: {
      en: "Find your way through the medinas of Marrakech and Fez and share Sahara sunsets with dependable coverage.",
      ar: "تجوّل في أزقّة مراكش وفاس العتيقة، وشارك مشاهد الغروب فوق الصحراء بتغطية يُعتمد عليها.",
    },
    plans: [
      [1, 7, 5.5, 190],
      [3, 15, 12, 140],
      [5, 30, 17, 96],
      [10, 30, 27, 42],
    ],
  },
  {
    slug: "tunisia",
    isoCode: "tn",
    category: "country",
    name: { en: "Tunisia", ar: "تونس" },
    description: {
      en: "Coverage from Tunis and Sidi Bou Said to Djerba and Tozeur, the gateway to the Sahara.",
      ar: "تغطية تمتد من تونس العاصمة وسيدي بوسعيد إلى جربة وتوزر، بوابة الصحراء.",
    },
    plans: [
      [1, 7, 6, 80],
      [3, 15, 13, 55],
      [5, 30, 19, 30],
    ],
  },
  // ——— Europe ———
  {
    slug: "united-kingdom",
    isoCode: "gb",
    category: "country",
    popular: true,
    name: { en: "United Kingdom", ar: "المملكة المتحدة" },
    where: { en: "in the United Kingdom", ar: "في المملكة المتحدة" },
    description: {
      en: "Travel across England, Scotland, Wales and Northern Ireland, with 5G in the major cities.",
      ar: "تنقّل بين إنجلترا واسكتلندا وويلز وأيرلندا الشمالية، مع شبكات 5G في المدن الكبرى.",
    },
    plans: [
      [1, 7, 4.5, 360],
      [3, 30, 8.5, 300],
      [5, 30, 12, 240],
      [10, 30, 19, 170],
      [20, 30, 29, 90],
      [10, 30, 27, 60, 200, 100],
    ],
  },
  {
    slug: "france",
    isoCode: "fr",
    category: "country",
    name: { en: "France", ar: "فرنسا" },
    description: {
      en: "From Paris cafés to the Riviera and the Alps, stay online without roaming charges.",
      ar: "من مقاهي باريس إلى الريفييرا وجبال الألب، ابقَ متصلًا دون رسوم تجوال.",
    },
    plans: [
      [1, 7, 4.5, 230],
      [3, 30, 8.5, 190],
      [5, 30, 12, 150],
      [10, 30, 19, 80],
    ],
  },
  {
    slug: "germany",
    isoCode: "de",
    category: "country",
    name: { en: "Germany", ar: "ألمانيا" },
    description: {
      en: "Fast data for trade fairs in Frankfurt and Munich, city breaks in Berlin and road trips along the Rhine.",
      ar: "بيانات سريعة لمعارض فرانكفورت وميونخ، وعطلات برلين القصيرة، والرحلات البرية على ضفاف نهر الراين.",
    },
    plans: [
      [1, 7, 4.5, 210],
      [3, 30, 9, 175],
      [5, 30, 12.5, 120],
      [10, 30, 19.5, 66],
      [20, 30, 30, 25],
    ],
  },
  {
    slug: "italy",
    isoCode: "it",
    category: "country",
    name: { en: "Italy", ar: "إيطاليا" },
    description: {
      en: "From Rome and Florence to Venice and the Amalfi Coast, plan your route and share every meal.",
      ar: "من روما وفلورنسا إلى البندقية وساحل أمالفي، خطّط لمسارك وشارك أطباقك المفضلة أينما كنت.",
    },
    plans: [
      [1, 7, 4.5, 200],
      [3, 30, 8.5, 160],
      [5, 30, 12, 110],
      [10, 30, 19, 58],
    ],
  },
  {
    slug: "spain",
    isoCode: "es",
    category: "country",
    name: { en: "Spain", ar: "إسبانيا" },
    description: {
      en: "Barcelona, Madrid, Seville and the islands, with reliable 4G/5G throughout.",
      ar: "برشلونة ومدريد وإشبيلية والجزر الإسبانية، مع تغطية 4G/5G موثوقة في كل مكان.",
    },
    plans: [
      [1, 7, 4.5, 185],
      [3, 30, 8.5, 150],
      [5, 30, 12, 96],
      [10, 30, 19, 44],
    ],
  },
  {
    slug: "switzerland",
    isoCode: "ch",
    category: "country",
    name: { en: "Switzerland", ar: "سويسرا" },
    description: {
      en: "Clear coverage in Zurich, Geneva and Interlaken, and aboard the scenic mountain railways.",
      ar: "تغطية واضحة في زيورخ وجنيف وإنترلاكن، وعلى متن قطارات الجبال ذات المناظر الخلابة.",
    },
    plans: [
      [1, 7, 7, 130],
      [3, 15, 15, 95],
      [5, 30, 22, 60],
      [10, 30, 35, 4],
    ],
  },
  {
    slug: "netherlands",
    isoCode: "nl",
    category: "country",
    name: { en: "Netherlands", ar: "هولندا" },
    where: { en: "in the Netherlands", ar: "في هولندا" },
    description: {
      en: "Amsterdam, Rotterdam and The Hague on fast, dense 5G networks.",
      ar: "أمستردام وروتردام ولاهاي على شبكات 5G سريعة وواسعة الانتشار.",
    },
    plans: [
      [1, 7, 4.5, 120],
      [3, 30, 8.5, 90],
      [5, 30, 12, 56],
    ],
  },
  {
    slug: "austria",
    isoCode: "at",
    category: "country",
    name: { en: "Austria", ar: "النمسا" },
    description: {
      en: "Vienna, Salzburg and the Tyrolean Alps, for summer lake trips and winter skiing.",
      ar: "فيينا وسالزبورغ وجبال تيرول، رفيقك المثالي لرحلات البحيرات صيفًا والتزلج شتاءً.",
    },
    plans: [
      [1, 7, 4.5, 110],
      [3, 30, 8.5, 82],
      [5, 30, 12, 47],
      [10, 30, 19, 20],
    ],
  },
  {
    slug: "greece",
    isoCode: "gr",
    category: "country",
    name: { en: "Greece", ar: "اليونان" },
    description: {
      en: "Athens and the islands, from Santorini and Mykonos to Crete, with fast data at a fair price.",
      ar: "أثينا والجزر اليونانية، من سانتوريني وميكونوس إلى كريت، ببيانات سريعة وأسعار مناسبة.",
    },
    plans: [
      [1, 7, 5, 140],
      [3, 30, 9.5, 105],
      [5, 30, 13, 70],
      [10, 30, 21, 32],
    ],
  },
  {
    slug: "georgia",
    isoCode: "ge",
    category: "country",
    name: { en: "Georgia", ar: "جورجيا" },
    description: {
      en: "Tbilisi, Batumi and the Kazbegi mountains, with affordable data for one of the region's favourite getaways.",
      ar: "تبليسي وباتومي وجبال كازبيجي، ببيانات بأسعار مناسبة لإحدى أحب الوجهات إلى المسافرين من المنطقة.",
    },
    plans: [
      [1, 7, 4, 175],
      [3, 15, 8, 140],
      [5, 30, 11, 95],
      [10, 30, 18, 50],
      [null, 7, 24, 18],
    ],
  },
  {
    slug: "azerbaijan",
    isoCode: "az",
    category: "country",
    name: { en: "Azerbaijan", ar: "أذربيجان" },
    description: {
      en: "Baku's old city and seafront, plus Gabala and Sheki, with reliable 4G coverage.",
      ar: "مدينة باكو القديمة وواجهتها البحرية، إلى جانب قبالة وشكي، بتغطية 4G موثوقة.",
    },
    plans: [
      [1, 7, 4.5, 150],
      [3, 15, 9, 110],
      [5, 30, 13, 68],
      [10, 30, 21, 26],
    ],
  },
  {
    slug: "bosnia-and-herzegovina",
    isoCode: "ba",
    category: "country",
    name: { en: "Bosnia and Herzegovina", ar: "البوسنة والهرسك" },
    description: {
      en: "Sarajevo, Mostar and the green valleys of Bosnia, a favourite for summer family trips.",
      ar: "سراييفو وموستار ووديان البوسنة الخضراء، الوجهة المفضلة لرحلات العائلة الصيفية.",
    },
    plans: [
      [1, 7, 5, 90],
      [3, 15, 10, 66],
      [5, 30, 14, 40],
    ],
  },
  // ——— Americas ———
  {
    slug: "united-states",
    isoCode: "us",
    category: "country",
    popular: true,
    name: { en: "United States", ar: "الولايات المتحدة" },
    where: { en: "in the United States", ar: "في الولايات المتحدة" },
    description: {
      en: "Nationwide coverage on major US networks, from New York and Orlando to Los Angeles.",
      ar: "تغطية على مستوى البلاد عبر كبرى الشبكات الأمريكية، من نيويورك وأورلاندو إلى لوس أنجلوس.",
    },
    plans: [
      [1, 7, 5, 340],
      [3, 15, 11, 280],
      [5, 30, 16, 220],
      [10, 30, 26, 130],
      [null, 7, 32, 75],
      [10, 30, 35, 60, 200, 100],
    ],
  },
  {
    slug: "canada",
    isoCode: "ca",
    category: "country",
    name: { en: "Canada", ar: "كندا" },
    description: {
      en: "Toronto, Vancouver, Montreal and the Rockies, with data that works from coast to coast.",
      ar: "تورونتو وفانكوفر ومونتريال وجبال روكي، ببيانات تعمل من المحيط إلى المحيط.",
    },
    plans: [
      [1, 7, 6, 120],
      [3, 15, 13, 90],
      [5, 30, 19, 60],
      [10, 30, 31, 22],
    ],
  },
  // ——— Asia & Pacific ———
  {
    slug: "malaysia",
    isoCode: "my",
    category: "country",
    popular: true,
    name: { en: "Malaysia", ar: "ماليزيا" },
    description: {
      en: "Kuala Lumpur, Penang and Langkawi: ideal for holidays, and for students in their first weeks before getting a local SIM.",
      ar: "كوالالمبور وبينانغ ولنكاوي، باقات مثالية للعطلات وللطلاب في أسابيعهم الأولى قبل الحصول على شريحة محلية.",
    },
    plans: [
      [1, 7, 3.5, 400],
      [3, 15, 7, 340],
      [5, 30, 10, 290],
      [10, 30, 16, 210],
      [20, 30, 26, 120],
      [10, 30, 22, 85, 100, 50],
    ],
  },
  {
    slug: "indonesia",
    isoCode: "id",
    category: "country",
    name: { en: "Indonesia", ar: "إندونيسيا" },
    description: {
      en: "Bali, Jakarta and Lombok, with coverage across the main islands and tourist areas.",
      ar: "بالي وجاكرتا ولومبوك، مع تغطية في الجزر الرئيسية والمناطق السياحية.",
    },
    plans: [
      [1, 7, 4, 220],
      [3, 15, 8, 170],
      [5, 30, 11, 120],
      [10, 30, 18, 65],
    ],
  },
  {
    slug: "singapore",
    isoCode: "sg",
    category: "country",
    name: { en: "Singapore", ar: "سنغافورة" },
    description: {
      en: "Lightning-fast 5G all over the island for stopovers and business trips.",
      ar: "شبكات 5G فائقة السرعة في أنحاء سنغافورة كافة، للتوقف العابر ورحلات العمل.",
    },
    plans: [
      [1, 7, 4.5, 170],
      [3, 15, 9, 130],
      [5, 30, 13, 85],
    ],
  },
  {
    slug: "thailand",
    isoCode: "th",
    category: "country",
    popular: true,
    name: { en: "Thailand", ar: "تايلاند" },
    description: {
      en: "Bangkok, Phuket and Chiang Mai: book rides, translate menus and share your island-hopping days.",
      ar: "بانكوك وبوكيت وشيانغ ماي: احجز سيارتك، وترجم قوائم الطعام، وشارك أيام تنقلك بين الجزر.",
    },
    plans: [
      [1, 7, 3.5, 260],
      [3, 15, 7.5, 215],
      [5, 30, 10.5, 160],
      [10, 30, 17, 95],
      [null, 15, 27, 40],
    ],
  },
  {
    slug: "japan",
    isoCode: "jp",
    category: "country",
    name: { en: "Japan", ar: "اليابان" },
    description: {
      en: "Tokyo, Kyoto and Osaka on fast networks, essential for train apps and instant translation.",
      ar: "طوكيو وكيوتو وأوساكا على شبكات سريعة، وهي ضرورية لتطبيقات القطارات والترجمة الفورية.",
    },
    plans: [
      [1, 7, 5, 240],
      [3, 15, 11, 190],
      [5, 30, 16, 130],
      [10, 30, 25, 70],
      [20, 30, 39, 0],
    ],
  },
  {
    slug: "south-korea",
    isoCode: "kr",
    category: "country",
    name: { en: "South Korea", ar: "كوريا الجنوبية" },
    description: {
      en: "Seoul, Busan and Jeju with excellent 5G, from the subway platforms to the coast.",
      ar: "سيول وبوسان وجيجو مع شبكات 5G ممتازة، من محطات المترو حتى السواحل.",
    },
    plans: [
      [1, 7, 5, 115],
      [3, 15, 11, 85],
      [5, 30, 16, 52],
    ],
  },
  {
    slug: "china",
    isoCode: "cn",
    category: "country",
    name: { en: "China", ar: "الصين" },
    description: {
      en: "Keep using your usual apps and services while travelling in Beijing, Shanghai and Guangzhou.",
      ar: "استخدم تطبيقاتك وخدماتك المعتادة خلال تنقلك في بكين وشنغهاي وقوانغتشو.",
    },
    plans: [
      [1, 7, 6, 140],
      [3, 15, 13, 100],
      [5, 30, 19, 64],
      [10, 30, 30, 12],
    ],
  },
  {
    slug: "india",
    isoCode: "in",
    category: "country",
    name: { en: "India", ar: "الهند" },
    description: {
      en: "Delhi, Mumbai, Goa and Kerala, with coverage for business hubs and holiday regions alike.",
      ar: "دلهي ومومباي وغوا وكيرالا، تغطية لمراكز الأعمال والمناطق السياحية على حد سواء.",
    },
    plans: [
      [1, 7, 4, 150],
      [3, 15, 8.5, 115],
      [5, 30, 12, 72],
      [10, 30, 19, 30],
    ],
  },
  {
    slug: "pakistan",
    isoCode: "pk",
    category: "country",
    name: { en: "Pakistan", ar: "باكستان" },
    description: {
      en: "Stay in touch with family in Karachi, Lahore and Islamabad from the moment you land.",
      ar: "ابقَ على تواصل مع عائلتك في كراتشي ولاهور وإسلام آباد منذ لحظة وصولك.",
    },
    plans: [
      [1, 7, 4.5, 105],
      [3, 15, 9.5, 80],
      [5, 30, 13.5, 46],
    ],
  },
  {
    slug: "maldives",
    isoCode: "mv",
    category: "country",
    name: { en: "Maldives", ar: "جزر المالديف" },
    where: { en: "in the Maldives", ar: "في جزر المالديف" },
    description: {
      en: "Share your island resort days with data that works in Malé and on the main resort islands.",
      ar: "شارك أيامك في منتجعات الجزر مع باقات تعمل في ماليه وأبرز جزر المنتجعات.",
    },
    plans: [
      [1, 7, 9, 60],
      [3, 15, 21, 42],
      [5, 30, 32, 2],
    ],
  },
  {
    slug: "sri-lanka",
    isoCode: "lk",
    category: "country",
    name: { en: "Sri Lanka", ar: "سريلانكا" },
    description: {
      en: "Colombo, Kandy and the southern beaches, with good coverage along the scenic railway lines.",
      ar: "كولومبو وكاندي وشواطئ الجنوب، مع تغطية جيدة على امتداد خطوط القطارات ذات المناظر الخلابة.",
    },
    plans: [
      [1, 7, 4.5, 85],
      [3, 15, 9.5, 62],
      [5, 30, 13.5, 34],
    ],
  },
  {
    slug: "australia",
    isoCode: "au",
    category: "country",
    name: { en: "Australia", ar: "أستراليا" },
    description: {
      en: "Sydney, Melbourne and the Gold Coast on Australia's leading networks.",
      ar: "سيدني وملبورن وجولد كوست على أبرز الشبكات الأسترالية.",
    },
    plans: [
      [1, 7, 6, 100],
      [3, 15, 13, 76],
      [5, 30, 19, 48],
      [10, 30, 29, 17],
    ],
  },
  // ——— Africa ———
  {
    slug: "kenya",
    isoCode: "ke",
    category: "country",
    name: { en: "Kenya", ar: "كينيا" },
    description: {
      en: "Nairobi, Mombasa and the safari lodges of the Masai Mara, with coverage where it matters.",
      ar: "نيروبي ومومباسا ونُزُل السفاري في ماساي مارا، بتغطية حيث تحتاج إليها.",
    },
    plans: [
      [1, 7, 7, 70],
      [3, 15, 16, 48],
      [5, 30, 24, 26],
    ],
  },
  {
    slug: "tanzania",
    isoCode: "tz",
    category: "country",
    name: { en: "Tanzania", ar: "تنزانيا" },
    description: {
      en: "Reliable data from Dar es Salaam and Zanzibar to Kilimanjaro and the Serengeti.",
      ar: "بيانات موثوقة من دار السلام وزنجبار إلى كليمنجارو وسهول سيرينغيتي.",
    },
    plans: [
      [1, 7, 8, 55],
      [3, 15, 18, 37],
      [5, 30, 27, 0],
    ],
  },
  {
    slug: "south-africa",
    isoCode: "za",
    category: "country",
    name: { en: "South Africa", ar: "جنوب أفريقيا" },
    description: {
      en: "Cape Town, Johannesburg and the Garden Route on fast 4G/5G.",
      ar: "كيب تاون وجوهانسبرغ وطريق الحدائق على شبكات 4G/5G سريعة.",
    },
    plans: [
      [1, 7, 6.5, 90],
      [3, 15, 14, 66],
      [5, 30, 20, 40],
      [10, 30, 32, 14],
    ],
  },
  // ——— Regions ———
  {
    slug: "europe",
    isoCode: null,
    category: "regional",
    popular: true,
    name: { en: "Europe", ar: "أوروبا" },
    where: {
      en: `across ${EUROPE.length} European countries`,
      ar: `في ${EUROPE.length} دولة أوروبية`,
    },
    description: {
      en: "One eSIM for more than 30 European countries: cross borders by train or plane without changing your plan.",
      ar: "شريحة eSIM واحدة لأكثر من 30 دولة أوروبية، تعبر بها الحدود بالقطار أو الطائرة دون أن تغيّر باقتك.",
    },
    coverage: EUROPE,
    plans: [
      [1, 7, 6, 380],
      [3, 15, 13, 320],
      [5, 30, 18, 250],
      [10, 30, 29, 170],
      [20, 30, 45, 95],
      [null, 15, 59, 3],
    ],
  },
  {
    slug: "asia",
    isoCode: null,
    category: "regional",
    name: { en: "Asia", ar: "آسيا" },
    where: { en: `across ${ASIA.length} Asian destinations`, ar: `في ${ASIA.length} وجهة آسيوية` },
    description: {
      en: "Travel across East, South and Southeast Asia on a single plan, from Tokyo to Kuala Lumpur and Colombo.",
      ar: "تنقّل بين شرق آسيا وجنوبها وجنوبها الشرقي بباقة واحدة، من طوكيو إلى كوالالمبور وكولومبو.",
    },
    coverage: ASIA,
    plans: [
      [1, 7, 8, 160],
      [3, 15, 18, 130],
      [5, 30, 26, 95],
      [10, 30, 42, 50],
    ],
  },
  {
    slug: "middle-east-north-africa",
    isoCode: null,
    category: "regional",
    name: { en: "Middle East & North Africa", ar: "الشرق الأوسط وشمال أفريقيا" },
    where: {
      en: `across ${MENA.length} countries in the Middle East and North Africa`,
      ar: `في ${MENA.length} دولة في الشرق الأوسط وشمال أفريقيا`,
    },
    description: {
      en: "Coverage across the Gulf, the Levant and North Africa, ideal for trips that take in more than one country.",
      ar: "تغطية تشمل الخليج والمشرق العربي وشمال أفريقيا، خيار مثالي للرحلات التي تجمع أكثر من بلد.",
    },
    coverage: MENA,
    plans: [
      [1, 7, 12, 120],
      [3, 15, 28, 90],
      [5, 30, 39, 60],
      [10, 30, 62, 25],
    ],
  },
  {
    slug: "gulf-gcc",
    isoCode: null,
    category: "regional",
    name: { en: "Gulf (GCC)", ar: "دول الخليج العربي" },
    where: { en: "across the six GCC countries", ar: "في دول مجلس التعاون الخليجي الست" },
    description: {
      en: "All six Gulf Cooperation Council countries on one plan, for frequent business travellers and families visiting relatives.",
      ar: "دول مجلس التعاون الخليجي الست في باقة واحدة، لرجال الأعمال كثيري التنقل وللعائلات في زياراتها للأهل.",
    },
    coverage: GCC,
    plans: [
      [1, 7, 10, 140],
      [3, 15, 24, 110],
      [5, 30, 35, 80],
      [10, 30, 55, 40],
      [5, 30, 49, 20, 100, 50],
    ],
  },
  {
    slug: "americas",
    isoCode: null,
    category: "regional",
    name: { en: "Americas", ar: "الأمريكتان" },
    where: {
      en: `across ${AMERICAS.length} countries in the Americas`,
      ar: `في ${AMERICAS.length} دولة في الأمريكتين`,
    },
    description: {
      en: "North, Central and South America on one eSIM, from New York to Buenos Aires.",
      ar: "أمريكا الشمالية والوسطى والجنوبية بشريحة eSIM واحدة، من نيويورك إلى بوينس آيرس.",
    },
    coverage: AMERICAS,
    plans: [
      [1, 7, 9, 90],
      [3, 15, 22, 70],
      [5, 30, 33, 45],
      [10, 30, 52, 18],
    ],
  },
  {
    slug: "africa",
    isoCode: null,
    category: "regional",
    name: { en: "Africa", ar: "أفريقيا" },
    where: { en: `across ${AFRICA.length} African countries`, ar: `في ${AFRICA.length} دولة أفريقية` },
    description: {
      en: "Safaris, beaches and business capitals across East, West, North and Southern Africa.",
      ar: "رحلات السفاري والشواطئ وعواصم الأعمال في شرق أفريقيا وغربها وشمالها وجنوبها.",
    },
    coverage: AFRICA,
    plans: [
      [1, 7, 14, 60],
      [3, 15, 35, 40],
      [5, 30, 52, 22],
    ],
  },
  // ——— Global ———
  {
    slug: "global",
    isoCode: null,
    category: "global",
    name: { en: "Worldwide", ar: "حول العالم" },
    where: { en: `in ${GLOBAL.length} destinations worldwide`, ar: `في ${GLOBAL.length} وجهة حول العالم` },
    description: {
      en: "Our widest coverage: more than 100 destinations on one eSIM, for round-the-world trips and frequent flyers.",
      ar: "أوسع تغطية لدينا: أكثر من 100 وجهة بشريحة eSIM واحدة، لرحلات حول العالم وللمسافرين الدائمين.",
    },
    coverage: GLOBAL,
    plans: [
      [1, 7, 12, 200],
      [3, 30, 29, 160],
      [5, 30, 42, 110],
      [10, 60, 69, 60],
      [20, 90, 115, 25],
    ],
  },
  {
    slug: "global-essentials",
    isoCode: null,
    category: "global",
    name: { en: "Global Essentials", ar: "الوجهات العالمية الأساسية" },
    where: { en: "in the 40 most-visited destinations", ar: "في الوجهات الأربعين الأكثر زيارة" },
    description: {
      en: "The 40 most-visited destinations on one plan, for less than full worldwide coverage.",
      ar: "الوجهات الأربعون الأكثر زيارة في باقة واحدة، بسعر أقل من باقة التغطية العالمية الشاملة.",
    },
    coverage: GLOBAL_ESSENTIALS,
    plans: [
      [1, 7, 9, 150],
      [3, 15, 21, 120],
      [5, 30, 30, 85],
    ],
  },
];

export type DestinationRow = typeof esimDestinations.$inferInsert;
export type PlanRow = typeof esimPlans.$inferInsert;

/** Regional and global destinations have an illustration; countries are shown with their flag. */
export function esimImageUrl(destination: DestinationSeed): string | null {
  return destination.category === "country" ? null : `/images/esim/${destination.slug}.svg`;
}

export function destinationRow(destination: DestinationSeed): DestinationRow {
  return {
    slug: destination.slug,
    isoCode: destination.isoCode,
    category: destination.category,
    name: destination.name,
    description: destination.description,
    coverage: [...(destination.coverage ?? (destination.isoCode ? [destination.isoCode] : []))],
    imageUrl: esimImageUrl(destination),
    popular: destination.popular ?? false,
    status: "active",
  };
}

const FEATURE_NETWORK: Localized = { en: "4G/5G where available", ar: "شبكات 4G/5G حيثما توفرت" };
const FEATURE_QR: Localized = {
  en: "Instant delivery of your QR code by e-mail",
  ar: "تسليم فوري لرمز QR عبر البريد الإلكتروني",
};
const FEATURE_HOTSPOT: Localized = {
  en: "Hotspot sharing allowed",
  ar: "يمكنك مشاركة الإنترنت مع أجهزتك الأخرى عبر نقطة الاتصال (Hotspot)",
};
const FEATURE_DATA_ONLY: Localized = {
  en: "Data only: WhatsApp stays on your usual number",
  ar: "باقة بيانات فقط، ويبقى WhatsApp على رقمك المعتاد",
};
const FEATURE_FAIR_USE: Localized = {
  en: "Full speed up to 2 GB a day, then 1 Mbps for the rest of the day",
  ar: "سرعة كاملة حتى 2 جيجابايت يوميًا، ثم 1 ميغابت في الثانية لبقية اليوم",
};
const FEATURE_STARTS_ON_ARRIVAL: Localized = {
  en: "Validity starts when it first connects at your destination",
  ar: "تبدأ الصلاحية عند أول اتصال بالشبكة في وجهتك",
};

function dataAmount(gb: number | null): Localized {
  return gb === null
    ? { en: "Unlimited data", ar: "بيانات غير محدودة" }
    : { en: `${gb} GB`, ar: `${gb} جيجابايت` };
}

export function planRow(destination: DestinationSeed, spec: PlanSpec, destinationId: string): PlanRow {
  const [gb, validityDays, priceUsd, stock, minutes, sms] = spec;
  const voice = minutes !== undefined || sms !== undefined;
  const data = dataAmount(gb);
  const period = days(validityDays);
  const where = destination.where ?? { en: `in ${destination.name.en}`, ar: `في ${destination.name.ar}` };
  const coverageCount = destination.coverage?.length ?? 1;

  const nameEn = gb === null ? `Unlimited · ${period.en}` : `${data.en} · ${period.en}`;
  const nameAr = gb === null ? `بيانات غير محدودة · ${period.ar}` : `${data.ar} · ${period.ar}`;

  let descriptionEn =
    gb === null
      ? `Unlimited high-speed data ${where.en} for ${period.en}.`
      : `${data.en} of high-speed data ${where.en}, valid for ${period.en}.`;
  let descriptionAr =
    gb === null
      ? `بيانات غير محدودة عالية السرعة ${where.ar} لمدة ${period.ar}.`
      : `${data.ar} من بيانات الإنترنت عالية السرعة ${where.ar}، صالحة لمدة ${period.ar}.`;

  const features: Localized[] = [FEATURE_NETWORK, FEATURE_QR, FEATURE_HOTSPOT];
  if (coverageCount > 1) {
    const n = destinations(coverageCount);
    features.push({ en: `One eSIM for ${n.en}`, ar: `شريحة eSIM واحدة تعمل في ${n.ar}` });
  }
  if (gb === null) features.push(FEATURE_FAIR_USE);
  if (voice) {
    const callMinutes = minutes ?? 0;
    const messages = sms ?? 0;
    descriptionEn += ` Includes ${callMinutes} minutes of calls and ${messages} SMS.`;
    descriptionAr += ` وتشمل الباقة ${arabicCount(callMinutes, MINUTES)} للمكالمات و${arabicCount(messages, MESSAGES)}.`;
    features.push(
      { en: `${callMinutes} minutes of calls`, ar: `${arabicCount(callMinutes, MINUTES)} للمكالمات` },
      { en: `${messages} SMS`, ar: arabicCount(messages, MESSAGES) },
      { en: "Local phone number included", ar: "رقم هاتف محلي مع الباقة" },
    );
  } else {
    features.push(FEATURE_DATA_ONLY);
  }
  features.push(FEATURE_STARTS_ON_ARRIVAL);

  return {
    destinationId,
    name: { en: nameEn, ar: nameAr },
    description: { en: descriptionEn, ar: descriptionAr },
    planType: voice ? "data_voice" : "data",
    dataMb: gb === null ? null : gb * 1024,
    validityDays,
    priceCents: usd(priceUsd),
    sms: voice ? (sms ?? 0) : null,
    minutes: voice ? (minutes ?? 0) : null,
    features,
    imageUrl: null,
    stockQuantity: stock,
    status: "active",
  };
}
