import type { Localized } from "../../i18n/localized.ts";
import type { BudgetLevel, travelPackages } from "../schema/catalogue.ts";
import { usd } from "./format.ts";

export interface PackageSeed {
  slug: string;
  budgetLevel: BudgetLevel;
  name: Localized;
  destination: Localized;
  description: Localized;
  priceUsd: number;
  durationDays: number;
  rating: number;
  featured?: boolean;
  highlights: readonly Localized[];
}

/** Prices are per person, based on two people sharing. */
export const TRAVEL_PACKAGES: readonly PackageSeed[] = [
  // ——— Budget ———
  {
    slug: "istanbul-city-break",
    budgetLevel: "budget",
    featured: true,
    name: { en: "Istanbul City Break", ar: "عطلة قصيرة في إسطنبول" },
    destination: { en: "Istanbul, Turkey", ar: "إسطنبول، تركيا" },
    description: {
      en: "Four days between two continents: three nights in a boutique hotel in Sultanahmet, a Bosphorus cruise and a guided walk through the old city's mosques and bazaars.",
      ar: "أربعة أيام بين قارتين: ثلاث ليالٍ في فندق بوتيك بحي السلطان أحمد، ورحلة بحرية في مضيق البوسفور، وجولة مع مرشد بين مساجد المدينة القديمة وأسواقها.",
    },
    priceUsd: 189,
    durationDays: 4,
    rating: 4.6,
    highlights: [
      { en: "Bosphorus cruise at sunset", ar: "رحلة بحرية في البوسفور وقت الغروب" },
      {
        en: "Guided tour of the Blue Mosque and Hagia Sophia",
        ar: "جولة مع مرشد في الجامع الأزرق وآيا صوفيا",
      },
      { en: "Grand Bazaar and Spice Bazaar visit", ar: "زيارة البازار الكبير وسوق التوابل" },
      { en: "Airport transfers and daily breakfast", ar: "التوصيل من المطار وإليه مع إفطار يومي" },
    ],
  },
  {
    slug: "cairo-and-giza-express",
    budgetLevel: "budget",
    name: { en: "Cairo & Giza Express", ar: "جولة القاهرة والجيزة السريعة" },
    destination: { en: "Cairo & Giza, Egypt", ar: "القاهرة والجيزة، مصر" },
    description: {
      en: "The essentials of ancient Egypt in a long weekend: the Pyramids and the Sphinx, the Grand Egyptian Museum and an evening in Khan el-Khalili.",
      ar: "أبرز معالم مصر القديمة في عطلة نهاية أسبوع طويلة: الأهرامات وأبو الهول، والمتحف المصري الكبير، وأمسية في خان الخليلي.",
    },
    priceUsd: 169,
    durationDays: 3,
    rating: 4.3,
    highlights: [
      { en: "Entry to the Giza Plateau", ar: "تذكرة دخول هضبة الجيزة" },
      {
        en: "Guided visit to the Grand Egyptian Museum",
        ar: "زيارة المتحف المصري الكبير برفقة مرشد متخصص",
      },
      { en: "Two nights in a Nile-view hotel", ar: "ليلتان في فندق مطل على النيل" },
      { en: "Private air-conditioned transport", ar: "تنقلات خاصة بسيارة مكيّفة" },
    ],
  },
  {
    slug: "baku-weekend-escape",
    budgetLevel: "budget",
    name: { en: "Baku Weekend Escape", ar: "عطلة نهاية الأسبوع في باكو" },
    destination: { en: "Baku, Azerbaijan", ar: "باكو، أذربيجان" },
    description: {
      en: "The walls of the old city, the Flame Towers lit up at night and a day trip to the mud volcanoes and rock carvings of Gobustan.",
      ar: "أسوار المدينة القديمة، وأبراج اللهب المضيئة ليلًا، ورحلة يومية إلى البراكين الطينية والنقوش الصخرية في قوبستان.",
    },
    priceUsd: 239,
    durationDays: 4,
    rating: 4.2,
    highlights: [
      { en: "Gobustan and mud volcanoes day trip", ar: "رحلة يومية إلى قوبستان والبراكين الطينية" },
      { en: "Funicular ride up to Highland Park", ar: "صعود بالقطار المائل إلى متنزه المرتفعات" },
      { en: "Three nights with breakfast", ar: "ثلاث ليالٍ مع الإفطار" },
      { en: "Airport transfers", ar: "التوصيل من المطار وإليه" },
    ],
  },
  // ——— Mid range ———
  {
    slug: "georgia-tbilisi-and-kazbegi",
    budgetLevel: "mid_range",
    name: { en: "Georgia: Tbilisi & the Caucasus", ar: "جورجيا: تبليسي وجبال القوقاز" },
    destination: { en: "Tbilisi & Kazbegi, Georgia", ar: "تبليسي وكازبيجي، جورجيا" },
    description: {
      en: "Sulphur baths and cobbled lanes in Tbilisi, then the Georgian Military Road to Kazbegi, where Gergeti Trinity Church stands beneath snowy peaks.",
      ar: "حمّامات الكبريت والأزقة المرصوفة بالحجارة في تبليسي، ثم الطريق العسكري الجورجي إلى كازبيجي حيث تقف كنيسة جيرغيتي تحت القمم المكسوّة بالثلوج.",
    },
    priceUsd: 545,
    durationDays: 6,
    rating: 4.5,
    highlights: [
      { en: "4x4 ride up to Gergeti", ar: "رحلة بسيارات الدفع الرباعي إلى جيرغيتي" },
      { en: "Ananuri Fortress and Zhinvali Reservoir", ar: "قلعة أنانوري وبحيرة جينفالي" },
      { en: "Five nights in 4-star hotels", ar: "خمس ليالٍ في فنادق 4 نجوم" },
      { en: "Halal dining options arranged", ar: "ترتيب خيارات طعام حلال طوال الرحلة" },
    ],
  },
  {
    slug: "kuala-lumpur-and-langkawi",
    budgetLevel: "mid_range",
    featured: true,
    name: { en: "Kuala Lumpur & Langkawi", ar: "كوالالمبور ولنكاوي" },
    destination: { en: "Kuala Lumpur & Langkawi, Malaysia", ar: "كوالالمبور ولنكاوي، ماليزيا" },
    description: {
      en: "City lights and island calm: three nights in Kuala Lumpur with the Petronas Towers and Batu Caves, then four nights on Langkawi's beaches with a mangrove boat tour.",
      ar: "أضواء المدينة وهدوء الجزيرة: ثلاث ليالٍ في كوالالمبور بين برجَي بتروناس وكهوف باتو، ثم أربع ليالٍ على شواطئ لنكاوي مع جولة بالقارب بين غابات المانغروف.",
    },
    priceUsd: 690,
    durationDays: 7,
    rating: 4.7,
    highlights: [
      { en: "Domestic flight to Langkawi included", ar: "رحلة الطيران الداخلي إلى لنكاوي مشمولة" },
      { en: "Langkawi SkyCab and Sky Bridge", ar: "تلفريك لنكاوي والجسر المعلّق" },
      {
        en: "Mangrove boat tour with eagle watching",
        ar: "جولة بالقارب في غابات المانغروف ومشاهدة النسور",
      },
      { en: "Beachfront resort with breakfast", ar: "منتجع على الشاطئ مع الإفطار" },
    ],
  },
  {
    slug: "bosnia-heritage-trail",
    budgetLevel: "mid_range",
    name: { en: "Bosnia Heritage Trail", ar: "مسار التراث البوسني" },
    destination: {
      en: "Sarajevo & Mostar, Bosnia and Herzegovina",
      ar: "سراييفو وموستار، البوسنة والهرسك",
    },
    description: {
      en: "Ottoman bazaars in Sarajevo, the emerald Neretva river and the Old Bridge of Mostar, with a stop at the Kravica waterfalls.",
      ar: "أسواق سراييفو العثمانية، ونهر نيريتفا بلونه الزمردي، وجسر موستار القديم، مع محطة عند شلالات كرافيتسا.",
    },
    priceUsd: 520,
    durationDays: 6,
    rating: 4.4,
    highlights: [
      { en: "Walking tour of Baščaršija", ar: "جولة سيرًا على الأقدام في حي باشجارشيا" },
      { en: "Swim at the Kravica waterfalls (summer)", ar: "السباحة في شلالات كرافيتسا (صيفًا)" },
      { en: "Blagaj Tekke at the source of the Buna", ar: "تكية بلاغاي عند منبع نهر بونا" },
      { en: "Private driver-guide throughout", ar: "سائق ومرشد خاص طوال الرحلة" },
    ],
  },
  {
    slug: "jordan-petra-and-wadi-rum",
    budgetLevel: "mid_range",
    featured: true,
    name: { en: "Jordan: Petra & Wadi Rum", ar: "الأردن: البتراء ووادي رم" },
    destination: { en: "Petra & Wadi Rum, Jordan", ar: "البتراء ووادي رم، الأردن" },
    description: {
      en: "Walk the Siq to the Treasury at first light, spend a night under the stars in a Wadi Rum desert camp and float in the Dead Sea.",
      ar: "اسلك ممر السيق إلى الخزنة مع أولى خيوط الفجر، وبِت ليلة تحت النجوم في مخيم صحراوي بوادي رم، ثم استرخِ طافيًا على مياه البحر الميت.",
    },
    priceUsd: 760,
    durationDays: 5,
    rating: 4.8,
    highlights: [
      { en: "Two-day Petra pass", ar: "تذكرة دخول البتراء ليومين" },
      { en: "4x4 desert safari in Wadi Rum", ar: "جولة سفاري بسيارات الدفع الرباعي في وادي رم" },
      { en: "A night in a bubble-tent camp", ar: "ليلة في مخيم الخيام الشفافة" },
      { en: "Dead Sea resort stay", ar: "إقامة في منتجع على البحر الميت" },
    ],
  },
  // ——— Premium ———
  {
    slug: "morocco-imperial-cities",
    budgetLevel: "premium",
    name: { en: "Morocco Imperial Cities", ar: "المدن الإمبراطورية في المغرب" },
    destination: { en: "Marrakech, Fez & the Sahara, Morocco", ar: "مراكش وفاس والصحراء، المغرب" },
    description: {
      en: "Riads in Marrakech and Fez, the blue lanes of Chefchaouen and a camel ride into the dunes of Merzouga for a night in a desert camp.",
      ar: "إقامة في رياضات مراكش وفاس، وجولة في أزقة شفشاون الزرقاء، وركوب الجمال بين كثبان مرزوكة لقضاء ليلة في مخيم صحراوي.",
    },
    priceUsd: 1180,
    durationDays: 8,
    rating: 4.6,
    highlights: [
      { en: "Boutique riad stays", ar: "إقامة في رياضات بوتيك تقليدية" },
      { en: "Merzouga desert camp with dinner", ar: "مخيم صحراوي في مرزوكة مع العشاء" },
      { en: "Guided tour of Fes el-Bali", ar: "جولة مع مرشد في فاس البالي" },
      { en: "Private 4x4 with driver", ar: "سيارة دفع رباعي خاصة مع سائق" },
    ],
  },
  {
    slug: "swiss-alps-panorama",
    budgetLevel: "premium",
    name: { en: "Swiss Alps Panorama", ar: "بانوراما جبال الألب السويسرية" },
    destination: {
      en: "Zurich, Lucerne & Interlaken, Switzerland",
      ar: "زيورخ ولوسيرن وإنترلاكن، سويسرا",
    },
    description: {
      en: "Lakes, glaciers and mountain railways: Lucerne's old town, a cable car up Mount Titlis and a day at Jungfraujoch, the Top of Europe.",
      ar: "بحيرات وأنهار جليدية وقطارات جبلية: بلدة لوسيرن القديمة، والتلفريك إلى قمة جبل تيتليس، ويوم كامل في يونغفراوجوخ، سقف أوروبا.",
    },
    priceUsd: 1890,
    durationDays: 7,
    rating: 4.9,
    highlights: [
      { en: "First-class Swiss Travel Pass", ar: "بطاقة Swiss Travel Pass للدرجة الأولى" },
      { en: "Mount Titlis and the Cliff Walk", ar: "جبل تيتليس والجسر المعلّق فوق المنحدر الجليدي" },
      { en: "Jungfraujoch excursion", ar: "رحلة إلى يونغفراوجوخ" },
      { en: "Lake-view hotels with breakfast", ar: "فنادق مطلة على البحيرات مع الإفطار" },
    ],
  },
  {
    slug: "japan-golden-route",
    budgetLevel: "premium",
    featured: true,
    name: { en: "Japan Golden Route", ar: "المسار الذهبي في اليابان" },
    destination: { en: "Tokyo, Kyoto & Osaka, Japan", ar: "طوكيو وكيوتو وأوساكا، اليابان" },
    description: {
      en: "Ride the bullet train from neon-lit Tokyo to the temples of Kyoto and the street food of Osaka, with a day trip to Mount Fuji and Hakone.",
      ar: "استقلّ القطار السريع من طوكيو المتلألئة بالأضواء إلى معابد كيوتو وأطعمة الشوارع في أوساكا، مع رحلة يومية إلى جبل فوجي وهاكوني.",
    },
    priceUsd: 2450,
    durationDays: 9,
    rating: 4.9,
    highlights: [
      { en: "7-day Japan Rail Pass", ar: "تذكرة Japan Rail Pass لمدة 7 أيام" },
      { en: "Mount Fuji and a Lake Ashi cruise", ar: "جبل فوجي ورحلة بحرية في بحيرة آشي" },
      {
        en: "Fushimi Inari and the Arashiyama bamboo grove",
        ar: "بوابات فوشيمي إيناري وغابة الخيزران في أراشيياما",
      },
      { en: "Arabic- and English-speaking coordinator", ar: "منسق رحلة يتحدث العربية والإنجليزية" },
    ],
  },
  {
    slug: "zanzibar-beach-and-spice",
    budgetLevel: "premium",
    name: { en: "Zanzibar Beach & Spice", ar: "زنجبار: الشواطئ والتوابل" },
    destination: { en: "Zanzibar, Tanzania", ar: "زنجبار، تنزانيا" },
    description: {
      en: "White-sand beaches at Nungwi, a spice farm tour, the carved doors of Stone Town and a sunset dhow cruise on the Indian Ocean.",
      ar: "شواطئ نونغوي ذات الرمال البيضاء، وجولة في مزارع التوابل، وأبواب ستون تاون المنحوتة، ورحلة عند الغروب على متن مركب شراعي تقليدي في المحيط الهندي.",
    },
    priceUsd: 1350,
    durationDays: 7,
    rating: 4.5,
    highlights: [
      { en: "Beachfront villa in Nungwi", ar: "فيلا على الشاطئ في نونغوي" },
      { en: "Stone Town heritage walk", ar: "جولة في أحياء ستون تاون التاريخية" },
      { en: "Spice farm tour with lunch", ar: "جولة في مزرعة التوابل مع الغداء" },
      { en: "Sunset dhow cruise", ar: "رحلة بالمركب الشراعي وقت الغروب" },
    ],
  },
  // ——— Luxury ———
  {
    slug: "maldives-overwater-villa-retreat",
    budgetLevel: "luxury",
    featured: true,
    name: { en: "Maldives Overwater Villa Retreat", ar: "استجمام في فيلا فوق الماء بالمالديف" },
    destination: { en: "Maldives", ar: "جزر المالديف" },
    description: {
      en: "Five nights in a private overwater villa with its own pool, seaplane transfers, full-board dining and a sunset dolphin cruise.",
      ar: "خمس ليالٍ في فيلا خاصة فوق الماء بمسبح خاص، مع التنقل بالطائرة المائية، وإقامة شاملة الوجبات، ورحلة بحرية عند الغروب لمشاهدة الدلافين.",
    },
    priceUsd: 3950,
    durationDays: 6,
    rating: 5,
    highlights: [
      { en: "Overwater villa with private pool", ar: "فيلا فوق الماء بمسبح خاص" },
      { en: "Return seaplane transfers", ar: "التنقل ذهابًا وإيابًا بالطائرة المائية" },
      { en: "Full board with a private beach dinner", ar: "إقامة شاملة الوجبات مع عشاء خاص على الشاطئ" },
      { en: "Couples' spa treatment", ar: "جلسة سبا للزوجين" },
    ],
  },
  {
    slug: "dubai-royal-experience",
    budgetLevel: "luxury",
    name: { en: "Dubai Royal Experience", ar: "تجربة دبي الملكية" },
    destination: { en: "Dubai, United Arab Emirates", ar: "دبي، الإمارات العربية المتحدة" },
    description: {
      en: "A suite in a landmark beachfront hotel, Burj Khalifa at sunset, a private desert safari with falconry and a yacht cruise along Dubai Marina.",
      ar: "جناح في أحد أشهر فنادق الواجهة البحرية، وبرج خليفة وقت الغروب، ورحلة سفاري صحراوية خاصة مع عرض للصقور، وجولة على متن يخت خاص في مرسى دبي.",
    },
    priceUsd: 2850,
    durationDays: 5,
    rating: 4.8,
    highlights: [
      { en: "Sea-view suite with club lounge access", ar: "جناح مطل على البحر مع دخول صالة النادي" },
      { en: "Burj Khalifa sunset visit", ar: "زيارة برج خليفة وقت الغروب" },
      { en: "Private desert safari and falconry", ar: "سفاري صحراوية خاصة مع عرض للصقور" },
      { en: "Two-hour private yacht cruise", ar: "جولة لمدة ساعتين على متن يخت خاص" },
    ],
  },
  {
    slug: "masai-mara-luxury-safari",
    budgetLevel: "luxury",
    name: { en: "Masai Mara Luxury Safari", ar: "سفاري فاخرة في ماساي مارا" },
    destination: { en: "Masai Mara, Kenya", ar: "ماساي مارا، كينيا" },
    description: {
      en: "Fly from Nairobi to a tented camp in the Mara for twice-daily game drives, a sunrise balloon flight and, from July to October, the Great Migration.",
      ar: "رحلة جوية من نيروبي إلى مخيم فاخر في ماساي مارا، مع جولتَي سفاري يوميًا، ورحلة بالمنطاد عند شروق الشمس، ومشاهدة الهجرة الكبرى بين يوليو وأكتوبر.",
    },
    priceUsd: 4600,
    durationDays: 6,
    rating: 4.9,
    highlights: [
      { en: "Luxury tented camp, all meals included", ar: "مخيم فاخر بخيام مجهزة مع جميع الوجبات" },
      { en: "Hot-air balloon flight at sunrise", ar: "رحلة بالمنطاد عند شروق الشمس" },
      { en: "Return light-aircraft flights", ar: "رحلات ذهاب وعودة بالطائرات الصغيرة" },
      { en: "Private guide and safari vehicle", ar: "مرشد خاص وسيارة سفاري خاصة" },
    ],
  },
];

export type PackageRow = typeof travelPackages.$inferInsert;

export function packageImageUrl(slug: string): string {
  return `/images/packages/${slug}.svg`;
}

export function packageRow(travelPackage: PackageSeed): PackageRow {
  return {
    slug: travelPackage.slug,
    name: travelPackage.name,
    description: travelPackage.description,
    destination: travelPackage.destination,
    priceCents: usd(travelPackage.priceUsd),
    durationDays: travelPackage.durationDays,
    rating: travelPackage.rating,
    budgetLevel: travelPackage.budgetLevel,
    featured: travelPackage.featured ?? false,
    coverPhotoUrl: packageImageUrl(travelPackage.slug),
    highlights: [...travelPackage.highlights],
    status: "active",
  };
}
