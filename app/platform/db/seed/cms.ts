import type { Localized } from "../../i18n/localized.ts";
import type { BlockContent, cmsPosts, PageSection } from "../schema/cms.ts";
import { SITE_SETTINGS } from "./settings.ts";

export interface PageSeed {
  section: PageSection;
  slug: string;
  title: Localized;
  summary: Localized;
  /** Stored in this order, position 0, 1, 2… */
  blocks: readonly BlockContent[];
}

/** Rich-text bodies are plain text; paragraphs are separated by a blank line. */
function paragraphs(...lines: readonly string[]): string {
  return lines.join("\n\n");
}

export const CMS_PAGES: readonly PageSeed[] = [
  {
    section: "page",
    slug: "about",
    title: { en: "About us", ar: "من نحن" },
    summary: {
      en: "A Dubai-based team that takes care of the paperwork, connectivity and planning so you can enjoy the journey.",
      ar: "فريق مقرّه دبي يتولى عنك الإجراءات والاتصال بالإنترنت وتخطيط الرحلة، لتستمتع أنت بالسفر.",
    },
    blocks: [
      {
        type: "rich_text",
        heading: { en: "Who we are", ar: "من نحن" },
        body: {
          en: paragraphs(
            "Travel Services is a travel and consultancy company based in Dubai. We help travellers from the Gulf, the wider Arab world and beyond get everything ready before they fly. Since 2016 we have supported more than 40,000 customers with visas, driving permits, mobile data and holidays.",
            "Our visa specialists, travel planners and education consultants work in Arabic and English, and a named specialist follows every application from the first document to the final approval.",
          ),
          ar: paragraphs(
            "خدمات السفر شركة سفر واستشارات مقرّها دبي، نساعد المسافرين من الخليج والعالم العربي وخارجه على إنجاز كل ما يلزم قبل رحلتهم. ومنذ عام 2016 رافقنا أكثر من 40,000 عميل في التأشيرات ورخص القيادة الدولية وباقات الإنترنت والرحلات السياحية.",
            "يعمل خبراء التأشيرات ومخططو الرحلات والمستشارون التعليميون في فريقنا باللغتين العربية والإنجليزية، ويتابع كل طلب مختصٌّ بعينه من أول مستند حتى صدور الموافقة النهائية.",
          ),
        },
      },
      {
        type: "image",
        url: "/images/cms/about.svg",
        alt: { en: "Illustration of a compass", ar: "رسم توضيحي لبوصلة" },
      },
      {
        type: "rich_text",
        heading: { en: "What we do", ar: "ما نقدّمه" },
        body: {
          en: paragraphs(
            "eSIM data plans for more than 40 countries and regions, delivered instantly by e-mail.",
            "Visa applications for tourism, business and study, prepared and checked by specialists.",
            "International driving permits, printed and digital, with express processing when you are short of time.",
            "Travel packages for every budget, travel accessories shipped to your door, and consultancy for studying in Malaysia and Tarim and for setting up a business abroad.",
          ),
          ar: paragraphs(
            "باقات eSIM لأكثر من 40 دولة ومنطقة، تصلك فورًا عبر البريد الإلكتروني.",
            "طلبات تأشيرات السياحة والأعمال والدراسة، يعدّها ويراجعها مختصون.",
            "رخص القيادة الدولية بنسختيها المطبوعة والرقمية، مع خدمة مستعجلة حين يضيق الوقت.",
            "باقات سياحية تناسب كل الميزانيات، وإكسسوارات سفر تصلك حتى باب بيتك، واستشارات للدراسة في ماليزيا وتريم ولتأسيس الشركات في الخارج.",
          ),
        },
      },
      {
        type: "rich_text",
        heading: { en: "Our promise", ar: "وعدنا لك" },
        body: {
          en: "Clear prices with no hidden fees, honest advice about your chances, and a tracking number for every application so you always know where things stand.",
          ar: "أسعار واضحة دون رسوم خفية، ونصيحة صادقة بشأن فرص قبول طلبك، ورقم تتبّع لكل طلب لتعرف دائمًا أين وصلت إجراءاتك.",
        },
      },
      {
        type: "call_to_action",
        label: { en: "Explore our services", ar: "اكتشف خدماتنا" },
        href: "/services",
        body: {
          en: "Find the right service for your next trip.",
          ar: "اختر الخدمة المناسبة لرحلتك القادمة.",
        },
      },
    ],
  },
  {
    section: "faq",
    slug: "general",
    title: { en: "Frequently asked questions", ar: "الأسئلة الشائعة" },
    summary: {
      en: "Quick answers about eSIMs, visas, driving permits, payments and delivery.",
      ar: "إجابات سريعة عن شرائح eSIM والتأشيرات ورخص القيادة الدولية والدفع والتوصيل.",
    },
    blocks: [
      {
        type: "faq",
        items: [
          {
            question: {
              en: "What is an eSIM, and will it work on my phone?",
              ar: "ما هي شريحة eSIM، وهل تعمل على هاتفي؟",
            },
            answer: {
              en: 'An eSIM is a digital SIM built into your phone. Most iPhones from the XS onwards, Google Pixel 3 and later, and recent Samsung Galaxy models support it, as long as the phone is not locked to a carrier. Look for "Add eSIM" in your mobile data settings.',
              ar: "شريحة eSIM هي شريحة رقمية مدمجة في هاتفك، تدعمها معظم أجهزة iPhone بدءًا من XS، وهواتف Google Pixel من الجيل الثالث فما بعد، وأحدث طرازات Samsung Galaxy، بشرط ألا يكون الهاتف مقفلًا على شبكة معينة. ابحث عن خيار «إضافة eSIM» في إعدادات البيانات الخلوية.",
            },
          },
          {
            question: { en: "When should I install my eSIM?", ar: "متى أثبّت شريحة eSIM؟" },
            answer: {
              en: "Install it before you travel, while you are on Wi-Fi. The plan's validity only starts when it first connects to a network at your destination.",
              ar: "ثبّتها قبل السفر وأنت متصل بشبكة Wi-Fi، فمدة صلاحية الباقة لا تبدأ إلا عند أول اتصال لها بالشبكة في وجهتك.",
            },
          },
          {
            question: { en: "How long does a visa application take?", ar: "كم يستغرق طلب التأشيرة؟" },
            answer: {
              en: "It depends on the destination. Electronic visas usually take 2 to 5 working days, while embassy visas such as Schengen or UK visas take 15 to 30 days. Each offer shows its typical processing time, and we recommend applying at least a month before you travel.",
              ar: "يعتمد ذلك على الوجهة؛ فالتأشيرات الإلكترونية تستغرق عادةً من يومين إلى خمسة أيام عمل، بينما تستغرق تأشيرات السفارات مثل شنغن والمملكة المتحدة من 15 إلى 30 يومًا. يوضح كل عرض مدة المعالجة المعتادة، وننصحك بالتقديم قبل موعد سفرك بشهر على الأقل.",
            },
          },
          {
            question: { en: "How do I track my application?", ar: "كيف أتابع حالة طلبي؟" },
            answer: {
              en: "After payment you receive a tracking number by e-mail. Enter it on the Track application page to see the current status and the full timeline.",
              ar: "بعد الدفع يصلك رقم تتبّع عبر البريد الإلكتروني، أدخله في صفحة تتبّع الطلب لتطّلع على حالته الحالية ومراحله كاملة.",
            },
          },
          {
            question: {
              en: "How long is an international driving permit valid?",
              ar: "ما مدة صلاحية رخصة القيادة الدولية؟",
            },
            answer: {
              en: "One year from the date of issue. It cannot be renewed: when it expires, simply apply for a new one. Always carry it together with your national driving licence.",
              ar: "عام واحد من تاريخ الإصدار، وهي غير قابلة للتجديد، فعند انتهاء صلاحيتها تتقدم بطلب رخصة جديدة. واحرص دائمًا على حملها مع رخصة القيادة الصادرة من بلدك.",
            },
          },
          {
            question: { en: "How can I pay?", ar: "ما طرق الدفع المتاحة؟" },
            answer: {
              en: "You can pay securely by credit or debit card, or with a digital wallet where available. All prices are in US dollars.",
              ar: "يمكنك الدفع بأمان باستخدام البطاقات الائتمانية أو بطاقات الخصم، أو عبر المحافظ الرقمية حيثما توفرت. جميع الأسعار بالدولار الأمريكي.",
            },
          },
          {
            question: { en: "Can I get a refund?", ar: "هل يمكنني استرداد المبلغ؟" },
            answer: {
              en: "An eSIM is refunded in full as long as it has not been installed. Government visa fees cannot be refunded once an application has been submitted, but we refund our service fee if we are unable to submit it. Unused accessories can be returned within 14 days.",
              ar: "يُسترد ثمن شريحة eSIM كاملًا ما دامت لم تُثبَّت بعد. أما الرسوم الحكومية للتأشيرة فلا تُسترد بعد تقديم الطلب، لكننا نعيد إليك رسوم خدمتنا إن تعذّر علينا تقديمه. ويمكن إرجاع الإكسسوارات غير المستخدمة خلال 14 يومًا.",
            },
          },
          {
            question: { en: "Where do you ship accessories?", ar: "إلى أين تشحنون الإكسسوارات؟" },
            answer: {
              en: "We ship to all GCC countries, Jordan, Egypt and most of Europe. Delivery usually takes 2 to 5 working days, and most items ship free.",
              ar: "نشحن إلى جميع دول مجلس التعاون الخليجي والأردن ومصر ومعظم الدول الأوروبية. يستغرق التوصيل عادةً من يومين إلى خمسة أيام عمل، ومعظم المنتجات تُشحن مجانًا.",
            },
          },
        ],
      },
      {
        type: "call_to_action",
        label: { en: "Track your application", ar: "تتبّع طلبك" },
        href: "/application-tracking",
        body: {
          en: "Already applied? Check your status with your tracking number.",
          ar: "هل قدّمت طلبك بالفعل؟ تابع حالته برقم التتبّع.",
        },
      },
    ],
  },
  {
    section: "page",
    slug: "terms",
    title: { en: "Terms and conditions", ar: "الشروط والأحكام" },
    summary: {
      en: "The terms that apply to purchases and applications made on this website.",
      ar: "الشروط التي تسري على عمليات الشراء والطلبات المقدَّمة عبر هذا الموقع.",
    },
    blocks: [
      {
        type: "rich_text",
        heading: { en: "1. About these terms", ar: "1. حول هذه الشروط" },
        body: {
          en: "These terms apply to every purchase and application made on this website, operated by Travel Services from Dubai, United Arab Emirates. By placing an order or submitting an application, you accept them.",
          ar: "تسري هذه الشروط على كل عملية شراء أو طلب يُقدَّم عبر هذا الموقع الذي تديره خدمات السفر من دبي، الإمارات العربية المتحدة. وبإتمامك أي طلب أو تقديمك أي استمارة، فإنك توافق عليها.",
        },
      },
      {
        type: "rich_text",
        heading: { en: "2. Prices and payment", ar: "2. الأسعار والدفع" },
        body: {
          en: "All prices are in US dollars and include our service fee. Government and embassy fees are included where the offer says so. Payment is taken in full when you place your order.",
          ar: "جميع الأسعار بالدولار الأمريكي وتشمل رسوم خدمتنا، وتشمل الرسوم الحكومية ورسوم السفارات حيثما نصّ العرض على ذلك. ويُستوفى المبلغ كاملًا عند إتمام الطلب.",
        },
      },
      {
        type: "rich_text",
        heading: { en: "3. eSIM plans", ar: "3. باقات eSIM" },
        body: {
          en: "Your QR code is sent by e-mail after payment. It is your responsibility to check that your device supports eSIM and is not locked to a carrier. A plan's validity starts when it first connects to a network at the destination. A plan can be refunded as long as the eSIM has not been installed.",
          ar: "يصلك رمز QR عبر البريد الإلكتروني بعد الدفع، وتقع عليك مسؤولية التأكد من أن جهازك يدعم eSIM وأنه غير مقفل على شبكة معينة. تبدأ صلاحية الباقة عند أول اتصال لها بالشبكة في الوجهة، ويمكن استرداد قيمتها ما لم تُثبَّت الشريحة.",
        },
      },
      {
        type: "rich_text",
        heading: {
          en: "4. Visa and driving permit applications",
          ar: "4. طلبات التأشيرات ورخص القيادة الدولية",
        },
        body: {
          en: paragraphs(
            "We prepare and submit applications on your behalf, but the decision to issue a visa rests solely with the relevant authorities, and processing times are estimates.",
            "You must provide accurate information and genuine documents. Applications containing false information will be cancelled without a refund.",
          ),
          ar: paragraphs(
            "نتولى إعداد الطلبات وتقديمها نيابةً عنك، غير أن قرار منح التأشيرة يعود حصرًا إلى الجهات المختصة، ومدد المعالجة المذكورة تقديرية.",
            "يجب أن تكون المعلومات التي تقدّمها صحيحة والمستندات أصلية، وسيُلغى أي طلب يتضمن معلومات غير صحيحة دون استرداد المبلغ.",
          ),
        },
      },
      {
        type: "rich_text",
        heading: { en: "5. Travel packages", ar: "5. الباقات السياحية" },
        body: {
          en: "Package prices are per person, based on two people sharing, unless stated otherwise. A booking is confirmed once we have checked availability. Cancellations made more than 30 days before departure are refunded minus a 10% fee; later cancellations depend on our suppliers' conditions.",
          ar: "أسعار الباقات للشخص الواحد على أساس الإقامة المزدوجة ما لم يُذكر خلاف ذلك، ويُؤكَّد الحجز بعد التحقق من التوفر. وعند الإلغاء قبل موعد السفر بأكثر من 30 يومًا يُسترد المبلغ بعد خصم 10%، أما الإلغاء بعد ذلك فيخضع لشروط مزوّدي الخدمة.",
        },
      },
      {
        type: "rich_text",
        heading: { en: "6. Accessories and returns", ar: "6. الإكسسوارات والإرجاع" },
        body: {
          en: "Unused accessories in their original packaging can be returned within 14 days of delivery. Products are covered by the manufacturer's warranty shown on each product page.",
          ar: "يمكن إرجاع الإكسسوارات غير المستخدمة في عبوتها الأصلية خلال 14 يومًا من استلامها، وتشمل المنتجات ضمان الشركة المصنّعة الموضّح في صفحة كل منتج.",
        },
      },
      {
        type: "rich_text",
        heading: { en: "7. Governing law", ar: "7. القانون الواجب التطبيق" },
        body: {
          en: "These terms are governed by the laws of the Emirate of Dubai and the federal laws of the United Arab Emirates.",
          ar: "تخضع هذه الشروط لقوانين إمارة دبي والقوانين الاتحادية لدولة الإمارات العربية المتحدة.",
        },
      },
    ],
  },
  {
    section: "page",
    slug: "privacy",
    title: { en: "Privacy policy", ar: "سياسة الخصوصية" },
    summary: {
      en: "What personal data we collect, why, and how we protect it.",
      ar: "ما البيانات الشخصية التي نجمعها، ولماذا، وكيف نحميها.",
    },
    blocks: [
      {
        type: "rich_text",
        heading: { en: "What we collect", ar: "البيانات التي نجمعها" },
        body: {
          en: "Your name and contact details and, for applications, the information and documents the authorities require, such as a copy of your passport and your photo. We also keep a record of your orders and payments. Card details are handled by our payment providers and are never stored by us.",
          ar: "نجمع اسمك وبيانات التواصل معك، وفي حالة الطلبات نجمع المعلومات والمستندات التي تشترطها الجهات الرسمية، مثل نسخة جواز السفر والصورة الشخصية. كما نحتفظ بسجل طلباتك ومدفوعاتك، أما بيانات البطاقات فيتولاها مزوّدو خدمات الدفع ولا نخزّنها لدينا.",
        },
      },
      {
        type: "rich_text",
        heading: { en: "How we use it", ar: "كيف نستخدمها" },
        body: {
          en: "Only to provide the services you ask for, to keep you informed about your applications and, if you subscribe, to send you our newsletter. We never sell your data.",
          ar: "نستخدمها فقط لتقديم الخدمات التي تطلبها، وإبقائك على اطلاع بحالة طلباتك، وإرسال نشرتنا البريدية إن اشتركت فيها. ولا نبيع بياناتك لأي جهة.",
        },
      },
      {
        type: "rich_text",
        heading: { en: "Who we share it with", ar: "مع من نشاركها" },
        body: {
          en: "Embassies, visa centres and licensing authorities when you apply through us, and payment and delivery partners when you buy. Each receives only what it needs.",
          ar: "نشاركها مع السفارات ومراكز التأشيرات وجهات إصدار الرخص عند تقديم طلبك عبرنا، ومع شركاء الدفع والتوصيل عند الشراء، ولا تتلقى كل جهة إلا ما تحتاج إليه.",
        },
      },
      {
        type: "rich_text",
        heading: { en: "How long we keep it", ar: "مدة الاحتفاظ بها" },
        body: {
          en: "Application documents are deleted 12 months after your application is completed. Order records are kept for as long as accounting law requires.",
          ar: "نحذف مستندات الطلبات بعد 12 شهرًا من اكتمالها، ونحتفظ بسجلات الطلبات المالية للمدة التي تفرضها قوانين المحاسبة.",
        },
      },
      {
        type: "rich_text",
        heading: { en: "Your rights", ar: "حقوقك" },
        body: {
          en: `You can ask for a copy of your data, have it corrected or ask us to delete it by writing to ${SITE_SETTINGS.contactEmail}.`,
          ar: `يحق لك طلب نسخة من بياناتك أو تصحيحها أو حذفها بمراسلتنا على ${SITE_SETTINGS.contactEmail}.`,
        },
      },
    ],
  },
  {
    section: "study",
    slug: "study-in-malaysia",
    title: { en: "Study in Malaysia: a complete guide", ar: "الدراسة في ماليزيا: دليل شامل" },
    summary: {
      en: "Why Malaysia, what it costs, and how the student pass works, step by step.",
      ar: "لماذا ماليزيا، وكم تبلغ التكاليف، وكيف تحصل على تصريح الدراسة خطوة بخطوة.",
    },
    blocks: [
      {
        type: "rich_text",
        heading: { en: "Why study in Malaysia?", ar: "لماذا الدراسة في ماليزيا؟" },
        body: {
          en: paragraphs(
            "Malaysia combines internationally recognised degrees with living costs far below those of the UK, Australia or the United States. Many programmes are taught entirely in English, and several British and Australian universities run branch campuses in the country, so you can earn the same degree for a fraction of the price.",
            "It is also a comfortable choice for Arab and Muslim students: halal food is everywhere, there is a mosque near every campus, and Kuala Lumpur, Cyberjaya and Penang are home to large, welcoming Arab student communities.",
          ),
          ar: paragraphs(
            "تجمع ماليزيا بين شهادات معترف بها دوليًا وتكاليف معيشة أقل بكثير منها في بريطانيا أو أستراليا أو الولايات المتحدة. وتُدرَّس برامج كثيرة باللغة الإنجليزية بالكامل، كما تملك عدة جامعات بريطانية وأسترالية فروعًا فيها، فتحصل على الشهادة نفسها بجزء يسير من التكلفة.",
            "وهي كذلك خيار مريح للطلاب العرب والمسلمين؛ فالطعام الحلال متوفر في كل مكان، والمساجد قريبة من الحرم الجامعية، وتحتضن كوالالمبور وسايبرجايا وبينانغ جاليات طلابية عربية كبيرة ومرحِّبة.",
          ),
        },
      },
      {
        type: "image",
        url: "/images/cms/study-malaysia.svg",
        alt: { en: "Illustration of a graduation cap", ar: "رسم توضيحي لقبعة التخرج" },
      },
      {
        type: "rich_text",
        heading: { en: "What does it cost?", ar: "كم تبلغ التكاليف؟" },
        body: {
          en: paragraphs(
            "Tuition for a bachelor's degree at a private university usually ranges from US$4,000 to US$9,000 a year, and public universities are often cheaper for international postgraduates. A student can live comfortably on about US$600 to US$900 a month, including shared accommodation, food and transport.",
            "Also budget for the student pass and medical screening (around US$500 in the first year), health insurance and a deposit for your accommodation.",
          ),
          ar: paragraphs(
            "تتراوح رسوم درجة البكالوريوس في الجامعات الخاصة عادةً بين 4,000 و9,000 دولار أمريكي سنويًا، وغالبًا ما تكون الجامعات الحكومية أقل تكلفة لطلاب الدراسات العليا الدوليين. ويستطيع الطالب أن يعيش براحة بنحو 600 إلى 900 دولار شهريًا، تشمل السكن المشترك والطعام والمواصلات.",
            "واحسب كذلك تكاليف تصريح الدراسة والفحص الطبي (نحو 500 دولار في السنة الأولى)، والتأمين الصحي، ومبلغ التأمين المسترد للسكن.",
          ),
        },
      },
      {
        type: "rich_text",
        heading: { en: "The student pass, step by step", ar: "تصريح الدراسة خطوة بخطوة" },
        body: {
          en: paragraphs(
            "1. Get an offer letter from a university registered with Education Malaysia Global Services (EMGS).",
            "2. The university submits your student pass application to EMGS with a copy of your passport, your photo, your certificates and your medical examination.",
            "3. Once it is approved, you receive an electronic visa approval letter (eVAL), which you travel with.",
            "4. Within seven days of arrival, complete your medical screening at a registered clinic; the pass is then endorsed in your passport.",
            "The whole process usually takes four to eight weeks, so start as soon as you have your offer.",
          ),
          ar: paragraphs(
            "1. احصل على خطاب قبول من جامعة مسجلة لدى Education Malaysia Global Services ‏(EMGS).",
            "2. تقدّم الجامعة طلب تصريح الدراسة إلى EMGS مرفقًا بنسخة من جواز سفرك وصورتك وشهاداتك ونتيجة فحصك الطبي.",
            "3. بعد الموافقة، يصلك خطاب الموافقة الإلكتروني على التأشيرة (eVAL) الذي تسافر به إلى ماليزيا.",
            "4. خلال سبعة أيام من وصولك، أجرِ الفحص الطبي في إحدى العيادات المعتمدة، ثم يُثبَّت التصريح في جواز سفرك.",
            "تستغرق العملية كاملة عادةً من أربعة إلى ثمانية أسابيع، لذا ابدأ فور حصولك على خطاب القبول.",
          ),
        },
      },
      {
        type: "faq",
        items: [
          {
            question: { en: "Do I need an English test?", ar: "هل أحتاج إلى اختبار في اللغة الإنجليزية؟" },
            answer: {
              en: "Most universities ask for IELTS 5.5 to 6.0 or an equivalent. If you don't have it yet, you can start with an intensive English programme at the same university.",
              ar: "تطلب معظم الجامعات درجة IELTS بين 5.5 و6.0 أو ما يعادلها، وإن لم تكن حاصلًا عليها بعد، يمكنك البدء ببرنامج مكثف في اللغة الإنجليزية في الجامعة نفسها.",
            },
          },
          {
            question: { en: "Can I work while I study?", ar: "هل يمكنني العمل أثناء الدراسة؟" },
            answer: {
              en: "International students may work part-time, up to 20 hours a week, during semester breaks only and in approved sectors.",
              ar: "يُسمح للطلاب الدوليين بالعمل بدوام جزئي حتى 20 ساعة أسبوعيًا خلال العطلات الفصلية فقط، وفي قطاعات معتمدة.",
            },
          },
          {
            question: { en: "Can my family come with me?", ar: "هل يمكن لعائلتي مرافقتي؟" },
            answer: {
              en: "Postgraduate students can usually bring their spouse and children on dependant passes; undergraduates generally cannot.",
              ar: "يستطيع طلاب الدراسات العليا عادةً اصطحاب الزوج والأبناء بتصاريح مرافقين، أما طلاب البكالوريوس فلا يُسمح لهم بذلك في الغالب.",
            },
          },
        ],
      },
      {
        type: "call_to_action",
        label: { en: "Talk to an education consultant", ar: "تحدّث إلى مستشار تعليمي" },
        href: "/education-malaysia",
        body: {
          en: "Your first consultation is free. We reply within one working day.",
          ar: "الاستشارة الأولى مجانية، ونرد عليك خلال يوم عمل واحد.",
        },
      },
    ],
  },
  {
    section: "education",
    slug: "tarim",
    title: { en: "Study in Tarim", ar: "الدراسة في تريم" },
    summary: {
      en: "Traditional Islamic studies in the historic city of Tarim, in Hadramawt.",
      ar: "دراسة العلوم الشرعية على المنهج التقليدي في مدينة تريم التاريخية بحضرموت.",
    },
    blocks: [
      {
        type: "rich_text",
        heading: { en: "A city of scholars", ar: "مدينة العلم والعلماء" },
        body: {
          en: paragraphs(
            "Tarim, in the Hadramawt valley of Yemen, has been a centre of Islamic learning for centuries. Its mosques, libraries and institutes draw students from South-East Asia, Africa, Europe and the Arab world, who come to study the Islamic sciences in the traditional way, in small circles with their teachers.",
            "Programmes range from short intensive courses in Arabic to several years of study in jurisprudence, hadith, the Quranic sciences and spiritual refinement.",
          ),
          ar: paragraphs(
            "تقع تريم في وادي حضرموت باليمن، وقد ظلت قرونًا طويلة منارةً للعلوم الإسلامية. وتستقطب مساجدها ومكتباتها ومعاهدها طلابًا من جنوب شرق آسيا وأفريقيا وأوروبا والعالم العربي، يأتون لطلب العلم الشرعي على الطريقة التقليدية في حلقات صغيرة بين يدي مشايخهم.",
            "وتتنوع البرامج بين دورات مكثفة قصيرة في اللغة العربية ودراسة تمتد سنوات في الفقه والحديث وعلوم القرآن والتزكية.",
          ),
        },
      },
      {
        type: "image",
        url: "/images/cms/tarim.svg",
        alt: { en: "Illustration of an open book", ar: "رسم توضيحي لكتاب مفتوح" },
      },
      {
        type: "rich_text",
        heading: { en: "How we help", ar: "كيف نساعدك" },
        body: {
          en: paragraphs(
            "Our consultants help you choose an institute that suits your level and goals, prepare your application and supporting documents, and brief you on entry requirements, travel routes and the current travel situation before you commit.",
            "We stay in touch with you and your family throughout your studies.",
          ),
          ar: paragraphs(
            "يساعدك مستشارونا على اختيار المعهد الذي يناسب مستواك وأهدافك، ويجهّزون طلبك والمستندات المطلوبة، ويطلعونك على شروط الدخول وطرق السفر وأوضاع السفر الراهنة قبل أن تتخذ قرارك.",
            "ونبقى على تواصل معك ومع أسرتك طوال فترة دراستك.",
          ),
        },
      },
      {
        type: "faq",
        items: [
          {
            question: { en: "Do I need to speak Arabic?", ar: "هل يجب أن أتقن العربية؟" },
            answer: {
              en: "Most lessons are in Arabic. Beginners usually start with a preparatory year of Arabic, and some institutes offer introductory courses with support in English.",
              ar: "تُلقى معظم الدروس بالعربية، ويبدأ المبتدئون عادةً بسنة تمهيدية في اللغة، وتقدّم بعض المعاهد دورات تمهيدية مع شرح مساعد باللغة الإنجليزية.",
            },
          },
          {
            question: { en: "Are there programmes for women?", ar: "هل توجد برامج للنساء؟" },
            answer: {
              en: "Yes. Several institutes run dedicated programmes for women, taught by female teachers.",
              ar: "نعم، لدى عدة معاهد برامج مخصصة للنساء تتولى تدريسها معلّمات.",
            },
          },
        ],
      },
      {
        type: "call_to_action",
        label: { en: "Speak to a consultant", ar: "تواصل مع مستشار" },
        href: "/education-tarim",
      },
    ],
  },
  {
    section: "page",
    slug: "education-malaysia",
    title: { en: "Study in Malaysia", ar: "الدراسة في ماليزيا" },
    summary: {
      en: "English-taught degrees, British and Australian branch campuses and an easy life for Muslim students, at a fraction of Western fees. We help you choose, apply and get your student pass.",
      ar: "شهادات تُدرَّس بالإنجليزية، وفروع لجامعات بريطانية وأسترالية، وحياة ميسّرة للطالب المسلم، بجزء يسير من تكاليف الدراسة في الغرب. نساعدك على الاختيار والتقديم والحصول على تصريح الدراسة.",
    },
    blocks: [
      {
        type: "rich_text",
        heading: { en: "Why study in Malaysia?", ar: "لماذا الدراسة في ماليزيا؟" },
        body: {
          en: paragraphs(
            "Malaysia has become one of Asia's most popular study destinations, and for good reasons. Most private universities and many postgraduate programmes teach entirely in English, degrees are accredited by the Malaysian Qualifications Agency (MQA), and several British and Australian universities run full branch campuses here, so you can graduate with the same degree as in Nottingham or Melbourne for a fraction of the cost.",
            "Daily life is easy for Arab and Muslim students. Halal food is the norm rather than the exception, there is a prayer room on every campus and a mosque within walking distance, and Kuala Lumpur, Cyberjaya, Penang and Johor Bahru have large Arab student communities. Flights to the Gulf are direct and frequent, and the climate is warm all year round.",
          ),
          ar: paragraphs(
            "أصبحت ماليزيا من أكثر وجهات الدراسة إقبالًا في آسيا، ولذلك أسباب وجيهة: فمعظم الجامعات الخاصة وكثير من برامج الدراسات العليا تُدرَّس بالإنجليزية بالكامل، والشهادات معتمدة من هيئة المؤهلات الماليزية (MQA)، وتدير عدة جامعات بريطانية وأسترالية فروعًا متكاملة فيها، فتتخرج بالشهادة نفسها التي تمنحها الجامعة في نوتنغهام أو ملبورن بجزء يسير من التكلفة.",
            "والحياة اليومية سهلة على الطالب العربي والمسلم؛ فالطعام الحلال هو الأصل لا الاستثناء، وفي كل حرم جامعي مصلّى وعلى مقربة منه مسجد، وتضم كوالالمبور وسايبرجايا وبينانغ وجوهور بارو جاليات طلابية عربية كبيرة. والرحلات الجوية إلى الخليج مباشرة ومتكررة، والطقس دافئ طوال العام.",
          ),
        },
      },
      {
        type: "image",
        url: "/images/cms/study-malaysia.svg",
        alt: { en: "Illustration of a graduation cap", ar: "رسم توضيحي لقبعة التخرج" },
      },
      {
        type: "rich_text",
        heading: { en: "Programmes and institutions", ar: "البرامج والمؤسسات التعليمية" },
        body: {
          en: paragraphs(
            "Public research universities: Universiti Malaya (UM), Universiti Kebangsaan Malaysia (UKM), Universiti Putra Malaysia (UPM), Universiti Sains Malaysia (USM) and Universiti Teknologi Malaysia (UTM) are the best known, and are strongest for master's and doctoral study. The International Islamic University Malaysia (IIUM) teaches in English and Arabic and is a favourite of students from the Arab world.",
            "Branch campuses of foreign universities: the University of Nottingham Malaysia, Monash University Malaysia, Heriot-Watt University Malaysia, the University of Southampton Malaysia and Curtin University Malaysia award the same degrees as their home campuses.",
            'Private universities: Taylor\'s University, Sunway University, UCSI University and Asia Pacific University (APU) are popular for business, engineering, computing, hospitality and design, and many offer "2+1" or "3+0" programmes with partner universities in the UK and Australia.',
            "Most students start with a one-year foundation programme after secondary school, then a three-year bachelor's degree (four to five years for engineering, pharmacy or medicine). A taught master's takes one to two years. The main intakes are in January or February and in September or October, with a smaller one in May at some universities.",
          ),
          ar: paragraphs(
            "الجامعات البحثية الحكومية: أشهرها جامعة مالايا (UM) والجامعة الوطنية الماليزية (UKM) وجامعة بوترا ماليزيا (UPM) وجامعة العلوم الماليزية (USM) والجامعة التكنولوجية الماليزية (UTM)، وهي الأقوى في الماجستير والدكتوراه. أما الجامعة الإسلامية العالمية بماليزيا (IIUM) فتدرّس بالإنجليزية والعربية، وهي المفضلة لدى كثير من طلاب العالم العربي.",
            "فروع الجامعات الأجنبية: تمنح جامعة نوتنغهام ماليزيا وجامعة موناش ماليزيا وجامعة هيريوت وات ماليزيا وجامعة ساوثهامبتون ماليزيا وجامعة كيرتن ماليزيا الشهادات نفسها التي تمنحها جامعاتها الأم.",
            "الجامعات الخاصة: تحظى جامعة تايلور وجامعة صنواي وجامعة UCSI وجامعة آسيا والمحيط الهادئ (APU) بإقبال كبير في إدارة الأعمال والهندسة والحاسوب والضيافة والتصميم، ويقدّم كثير منها برامج «2+1» أو «3+0» بالشراكة مع جامعات في بريطانيا وأستراليا.",
            "يبدأ معظم الطلاب بعد الثانوية بسنة تأسيسية، ثم بكالوريوس مدته ثلاث سنوات (من أربع إلى خمس سنوات للهندسة والصيدلة والطب). ويستغرق الماجستير بالمقررات من سنة إلى سنتين. ومواعيد القبول الرئيسية في يناير أو فبراير وفي سبتمبر أو أكتوبر، مع دفعة أصغر في مايو لدى بعض الجامعات.",
          ),
        },
      },
      {
        type: "rich_text",
        heading: { en: "Costs and living", ar: "التكاليف والمعيشة" },
        body: {
          en: paragraphs(
            "Tuition: a bachelor's degree at a private university or branch campus usually costs US$4,000 to US$10,000 a year (engineering at the branch campuses and medicine cost more). Public universities are often cheaper, especially for postgraduate study, where a master's can cost US$3,000 to US$6,000 in total.",
            "Living: in Kuala Lumpur, plan on about US$500 to US$800 a month for a shared room, food, transport and a phone plan; Penang, Johor Bahru and smaller cities are cheaper. A room in a shared condominium near campus typically costs US$150 to US$350 a month.",
            "One-off costs: the student pass, visa and arrival medical screening through Education Malaysia Global Services (EMGS) come to around US$500 in the first year, plus the compulsory medical insurance, your flight and a housing deposit of one to two months' rent.",
          ),
          ar: paragraphs(
            "الرسوم الدراسية: تكلّف درجة البكالوريوس في الجامعات الخاصة وفروع الجامعات الأجنبية عادةً من 4,000 إلى 10,000 دولار أمريكي سنويًا (وتزيد على ذلك الهندسة في فروع الجامعات الأجنبية والطب). وغالبًا ما تكون الجامعات الحكومية أرخص، لا سيما في الدراسات العليا، إذ قد تبلغ تكلفة الماجستير كاملة من 3,000 إلى 6,000 دولار.",
            "المعيشة: احسب في كوالالمبور نحو 500 إلى 800 دولار شهريًا للسكن المشترك والطعام والمواصلات وباقة الهاتف، والمعيشة في بينانغ وجوهور بارو والمدن الأصغر أرخص. وتبلغ أجرة غرفة في شقة مشتركة قرب الجامعة عادةً من 150 إلى 350 دولارًا شهريًا.",
            "تكاليف لمرة واحدة: تبلغ رسوم تصريح الدراسة والتأشيرة والفحص الطبي عند الوصول عبر Education Malaysia Global Services ‏(EMGS) نحو 500 دولار في السنة الأولى، يضاف إليها التأمين الطبي الإلزامي وتذكرة الطيران وتأمين السكن الذي يعادل إيجار شهر أو شهرين.",
          ),
        },
      },
      {
        type: "rich_text",
        heading: { en: "The admission process", ar: "خطوات القبول" },
        body: {
          en: paragraphs(
            "1. Choose your programme and university. We compare the options that match your grades, budget and plans, and check that the programme is MQA accredited and recognised in your home country.",
            "2. Apply with your passport, secondary school certificate and transcripts (or your bachelor's degree for a master's), an English test result such as IELTS 5.5 to 6.0, and a photo. Most universities answer within one to three weeks.",
            "3. Accept your offer letter and pay the deposit. The university then submits your student pass application to EMGS.",
            "4. Once EMGS approves it, you receive an electronic visa approval letter (eVAL). Citizens of countries that need a visa for Malaysia then get a single-entry visa with it.",
            "5. Fly to Malaysia. Within seven days of arrival you complete a medical screening at an EMGS clinic, and the student pass is then endorsed in your passport.",
            "Allow eight to twelve weeks from application to arrival, so start at least three months before the intake you want.",
          ),
          ar: paragraphs(
            "1. اختر البرنامج والجامعة: نقارن لك الخيارات التي تناسب معدلك وميزانيتك وخططك، ونتأكد من أن البرنامج معتمد من MQA ومعترف به في بلدك.",
            "2. قدّم طلبك مرفقًا بجواز السفر وشهادة الثانوية وكشف الدرجات (أو شهادة البكالوريوس للماجستير)، ونتيجة اختبار في اللغة الإنجليزية مثل IELTS بدرجة من 5.5 إلى 6.0، وصورة شخصية. وترد معظم الجامعات خلال أسبوع إلى ثلاثة أسابيع.",
            "3. اقبل خطاب القبول وادفع العربون، ثم تقدّم الجامعة طلب تصريح الدراسة إلى EMGS.",
            "4. بعد موافقة EMGS يصلك خطاب الموافقة الإلكتروني على التأشيرة (eVAL)، ويحصل به مواطنو الدول التي تحتاج إلى تأشيرة لدخول ماليزيا على تأشيرة دخول لمرة واحدة.",
            "5. سافر إلى ماليزيا، وخلال سبعة أيام من وصولك أجرِ الفحص الطبي في إحدى عيادات EMGS، ثم يُثبَّت تصريح الدراسة في جواز سفرك.",
            "احسب من ثمانية إلى اثني عشر أسبوعًا من التقديم حتى الوصول، لذا ابدأ قبل موعد الدفعة التي تريدها بثلاثة أشهر على الأقل.",
          ),
        },
      },
      {
        type: "faq",
        items: [
          {
            question: { en: "Do I need an English test?", ar: "هل أحتاج إلى اختبار في اللغة الإنجليزية؟" },
            answer: {
              en: "Most universities ask for IELTS 5.5 to 6.0, TOEFL or an equivalent, unless you studied in English. Without one, you can start with an intensive English course at the same university and move on to your degree once you reach the level.",
              ar: "تطلب معظم الجامعات درجة IELTS من 5.5 إلى 6.0 أو TOEFL أو ما يعادلهما، إلا إذا كانت دراستك السابقة بالإنجليزية. وإن لم يكن لديك اختبار، يمكنك البدء بدورة مكثفة في الإنجليزية في الجامعة نفسها ثم الانتقال إلى تخصصك حين تبلغ المستوى المطلوب.",
            },
          },
          {
            question: { en: "Can I work while I study?", ar: "هل يمكنني العمل أثناء الدراسة؟" },
            answer: {
              en: "International students may work part-time, up to 20 hours a week, during semester breaks and holidays of more than seven days, in approved jobs and with the university's support. Do not plan your budget around it.",
              ar: "يُسمح للطلاب الدوليين بالعمل بدوام جزئي حتى 20 ساعة أسبوعيًا خلال العطلات الفصلية والإجازات التي تزيد على سبعة أيام، في أعمال معتمدة وبموافقة الجامعة. فلا تبنِ ميزانيتك على هذا الدخل.",
            },
          },
          {
            question: { en: "Can my family come with me?", ar: "هل يمكن لعائلتي مرافقتي؟" },
            answer: {
              en: "Master's and doctoral students can usually bring their spouse and children on dependant passes. Undergraduates generally cannot, although a parent may sometimes accompany a young student.",
              ar: "يستطيع طلاب الماجستير والدكتوراه عادةً اصطحاب الزوج والأبناء بتصاريح مرافقين، أما طلاب البكالوريوس فلا يُسمح لهم بذلك في الغالب، وإن كان يُسمح أحيانًا لأحد الوالدين بمرافقة الطالب صغير السن.",
            },
          },
          {
            question: {
              en: "Will my degree be recognised at home?",
              ar: "هل ستكون شهادتي معترفًا بها في بلدي؟",
            },
            answer: {
              en: "Degrees from MQA-accredited programmes and from the branch campuses are widely recognised, but each ministry of higher education keeps its own list. We check your programme against your country's rules before you apply.",
              ar: "الشهادات الصادرة عن برامج معتمدة من MQA وعن فروع الجامعات الأجنبية معترف بها على نطاق واسع، لكن لكل وزارة تعليم عالٍ قائمتها الخاصة، لذا نتحقق من برنامجك وفق أنظمة بلدك قبل أن تقدّم.",
            },
          },
          {
            question: { en: "What does your help cost?", ar: "كم تكلّف خدمتكم؟" },
            answer: {
              en: "The first consultation is free. If you would like us to handle your applications and student pass, we quote a fixed fee before you commit.",
              ar: "الاستشارة الأولى مجانية، وإن رغبت في أن نتولى طلبات القبول وتصريح الدراسة عنك، نعطيك سعرًا ثابتًا قبل أن تلتزم بشيء.",
            },
          },
        ],
      },
      {
        type: "call_to_action",
        label: { en: "Read the student pass guide", ar: "اقرأ دليل تصريح الدراسة" },
        href: "/study/study-in-malaysia",
        body: {
          en: "Everything about the student pass, step by step.",
          ar: "كل ما يتعلق بتصريح الدراسة، خطوة بخطوة.",
        },
      },
    ],
  },
  {
    section: "page",
    slug: "education-tarim",
    title: { en: "Islamic studies in Tarim", ar: "طلب العلم الشرعي في تريم" },
    summary: {
      en: "Traditional Islamic scholarship in the historic city of Tarim, in Hadramawt. We help you choose an institute, prepare your application and plan the journey.",
      ar: "طلب العلم الشرعي على المنهج التقليدي في مدينة تريم التاريخية بحضرموت. نساعدك على اختيار المعهد وتجهيز طلبك والتخطيط لرحلتك.",
    },
    blocks: [
      {
        type: "rich_text",
        heading: { en: "Why study in Tarim?", ar: "لماذا الدراسة في تريم؟" },
        body: {
          en: paragraphs(
            "Tarim, in the Hadramawt valley of Yemen, has been a centre of Islamic learning for more than a thousand years. It is known for its hundreds of mosques, its manuscript libraries and its scholars, whose teaching has spread across East Africa, India and South-East Asia.",
            "Students come for the way knowledge is passed on here: in small circles with their teachers, with an unbroken chain of transmission, and with as much weight on character and worship as on books. The curriculum follows the Shafi'i school in jurisprudence and the Ash'ari school in creed, and the city's quiet, devout daily life is part of the education.",
          ),
          ar: paragraphs(
            "تقع تريم في وادي حضرموت باليمن، وهي منارة للعلوم الإسلامية منذ أكثر من ألف عام، تشتهر بمساجدها الكثيرة ومكتباتها الزاخرة بالمخطوطات وعلمائها الذين انتشر علمهم في شرق أفريقيا والهند وجنوب شرق آسيا.",
            "ويأتيها الطلاب لطريقة تلقّي العلم فيها: حلقات صغيرة بين يدي المشايخ، وأسانيد متصلة، وعناية بالأخلاق والعبادة لا تقل عن العناية بالكتب. ويسير المنهج على المذهب الشافعي في الفقه والمذهب الأشعري في العقيدة، وحياة المدينة الهادئة العامرة بالعبادة جزء من التعليم نفسه.",
          ),
        },
      },
      {
        type: "image",
        url: "/images/cms/tarim.svg",
        alt: { en: "Illustration of an open book", ar: "رسم توضيحي لكتاب مفتوح" },
      },
      {
        type: "rich_text",
        heading: { en: "Programmes and institutions", ar: "البرامج والمؤسسات التعليمية" },
        body: {
          en: paragraphs(
            "Dar al-Mustafa, founded by Habib Umar bin Hafiz, is the best-known institute for men, with a multi-year programme in jurisprudence, creed, hadith, Quranic sciences, Arabic grammar and spiritual refinement. Its sister institute, Dar al-Zahra, teaches women, with female teachers.",
            "Ribat Tarim, the city's historic seminary founded in the late nineteenth century, follows a long, classical curriculum. Al-Ahgaff University, whose Faculty of Sharia and Law is in Tarim, awards university degrees in Islamic law.",
            "Not ready for several years? Short intensive courses are a good first step: a few weeks of Arabic or an introductory course in the summer lets you see the city and the teaching before you commit. Beginners usually start with a preparatory year of Arabic.",
          ),
          ar: paragraphs(
            "دار المصطفى، التي أسسها الحبيب عمر بن حفيظ، أشهر معاهد الرجال، ولها برنامج يمتد عدة سنوات في الفقه والعقيدة والحديث وعلوم القرآن والنحو والتزكية. وتتولى شقيقتها دار الزهراء تعليم النساء على أيدي معلّمات.",
            "ويسير رباط تريم، المدرسة العلمية العريقة التي أُسست أواخر القرن التاسع عشر، على منهج تقليدي طويل. أما جامعة الأحقاف، التي تقع كلية الشريعة والقانون التابعة لها في تريم، فتمنح شهادات جامعية في الشريعة.",
            "لست مستعدًا لسنوات؟ الدورات المكثفة القصيرة بداية جيدة؛ فبضعة أسابيع في اللغة العربية أو دورة تمهيدية في الصيف تتيح لك التعرف على المدينة وطريقة التدريس قبل أن تلتزم. ويبدأ المبتدئون عادةً بسنة تمهيدية في اللغة العربية.",
          ),
        },
      },
      {
        type: "rich_text",
        heading: { en: "Costs and living", ar: "التكاليف والمعيشة" },
        body: {
          en: paragraphs(
            "Tuition at the traditional institutes is low, and some charge nothing at all; several provide accommodation and meals to their students. Renting locally, a student lives simply on about US$150 to US$300 a month.",
            "The main costs are getting there and your documents: the flight, usually to Seiyun or via Aden or Mukalla and then by road, the residence visa sponsored by the institute, and health insurance. Bring enough cash: cards are rarely accepted and transfers can be slow.",
            "Please be realistic about safety. Many governments advise against travel to Yemen, and routes and entry rules change often. Before you commit, we brief you on the current situation, and we will tell you honestly if we think it is not the right time to go.",
          ),
          ar: paragraphs(
            "الرسوم الدراسية في المعاهد التقليدية زهيدة، وبعضها لا يتقاضى شيئًا، ويوفّر عدد منها السكن والطعام لطلابه. ومن يستأجر سكنًا بنفسه يعيش عيشة بسيطة بنحو 150 إلى 300 دولار شهريًا.",
            "وأكبر التكاليف هي الوصول والأوراق: تذكرة الطيران، عادةً إلى سيئون أو عبر عدن أو المكلا ثم برًّا، وتأشيرة الإقامة التي يكفلها المعهد، والتأمين الصحي. واحمل ما يكفيك من النقد، فالبطاقات نادرًا ما تُقبل والتحويلات قد تتأخر.",
            "وكن واقعيًا بشأن الأمان؛ فكثير من الحكومات تنصح بعدم السفر إلى اليمن، وتتغير الطرق وشروط الدخول كثيرًا. لذا نطلعك على الوضع الراهن قبل أن تلتزم، ونصارحك إن رأينا أن الوقت غير مناسب للسفر.",
          ),
        },
      },
      {
        type: "rich_text",
        heading: { en: "The admission process", ar: "خطوات القبول" },
        body: {
          en: paragraphs(
            "1. Talk to us about your level, your goals and how long you can stay. We suggest the institutes and programmes that fit.",
            "2. Prepare your documents: a passport valid for at least a year, photos, your certificates, a medical certificate and, for most institutes, a letter of recommendation from a scholar or imam who knows you.",
            "3. We send your application to the institute and follow it up. Requirements such as age and prior study differ between institutes.",
            "4. Once you are accepted, the institute sponsors your visa. We help you plan the route, the timing and the money you will need.",
            "5. On arrival, the institute meets new students and runs an orientation. Start three to six months before you would like to begin.",
          ),
          ar: paragraphs(
            "1. حدّثنا عن مستواك وأهدافك والمدة التي يمكنك البقاء فيها، فنقترح عليك المعاهد والبرامج المناسبة.",
            "2. جهّز مستنداتك: جواز سفر صالح لسنة على الأقل، وصورًا شخصية، وشهاداتك، وشهادة طبية، وتزكية من عالم أو إمام يعرفك، وهي مطلوبة في معظم المعاهد.",
            "3. نرسل طلبك إلى المعهد ونتابعه، وتختلف الشروط كالعمر والدراسة السابقة من معهد إلى آخر.",
            "4. بعد قبولك يكفل المعهد تأشيرتك، ونساعدك على التخطيط للطريق والتوقيت والمبلغ الذي ستحتاجه.",
            "5. عند الوصول يستقبل المعهد الطلاب الجدد وينظم لهم برنامجًا تعريفيًا. ابدأ قبل الموعد الذي تريده بثلاثة إلى ستة أشهر.",
          ),
        },
      },
      {
        type: "faq",
        items: [
          {
            question: { en: "Do I need to speak Arabic?", ar: "هل يجب أن أتقن العربية؟" },
            answer: {
              en: "Most lessons are in Arabic. Beginners start with a preparatory year of Arabic, and some institutes offer introductory courses with support in English, Malay or Indonesian.",
              ar: "تُلقى معظم الدروس بالعربية، ويبدأ المبتدئون بسنة تمهيدية في اللغة، وتقدّم بعض المعاهد دورات تمهيدية مع شرح مساعد بالإنجليزية أو الملايوية أو الإندونيسية.",
            },
          },
          {
            question: { en: "Are there programmes for women?", ar: "هل توجد برامج للنساء؟" },
            answer: {
              en: "Yes. Dar al-Zahra and other institutes run programmes for women, taught by female teachers, with separate accommodation.",
              ar: "نعم، لدى دار الزهراء ومعاهد أخرى برامج مخصصة للنساء تتولى تدريسها معلّمات، مع سكن مستقل.",
            },
          },
          {
            question: { en: "Is it safe to travel?", ar: "هل السفر آمن؟" },
            answer: {
              en: "Hadramawt has been calmer than other parts of Yemen, but the situation can change and many governments advise against travel. Read your government's advice, and we will share what we know from students and institutes on the ground.",
              ar: "كانت حضرموت أهدأ من مناطق أخرى في اليمن، لكن الأوضاع قد تتغير، وتنصح حكومات كثيرة بعدم السفر. اطّلع على توصيات حكومة بلدك، وسنشاركك ما نعرفه من الطلاب والمعاهد على أرض الواقع.",
            },
          },
          {
            question: { en: "Is the study recognised?", ar: "هل الدراسة معترف بها؟" },
            answer: {
              en: "Al-Ahgaff University awards university degrees. The traditional institutes give certificates and ijazas, licences to teach what you studied, which are valued in Islamic institutions but are not university degrees.",
              ar: "تمنح جامعة الأحقاف شهادات جامعية، أما المعاهد التقليدية فتمنح شهادات وإجازات في رواية ما درسته وتدريسه، وهي محل تقدير في المؤسسات الإسلامية لكنها ليست شهادات جامعية.",
            },
          },
        ],
      },
    ],
  },
  {
    section: "page",
    slug: "business-incorporation",
    title: { en: "Business incorporation", ar: "تأسيس الشركات" },
    summary: {
      en: "Set up a company in Indonesia, Malaysia, Singapore or the United Kingdom with people who do it every week: the right structure, the paperwork, a bank account and the licences you need.",
      ar: "أسّس شركتك في إندونيسيا أو ماليزيا أو سنغافورة أو المملكة المتحدة مع فريق يفعل ذلك كل أسبوع: الهيكل المناسب، والأوراق، والحساب المصرفي، والتراخيص التي تحتاجها.",
    },
    blocks: [
      {
        type: "rich_text",
        heading: { en: "How we help", ar: "كيف نساعدك" },
        body: {
          en: paragraphs(
            "Opening a company abroad is rarely hard, but it is full of details that cost time when you get them wrong: the right legal form, a name the registry accepts, a local director or address, the bank's compliance questions, and the licences and tax numbers you need before you can trade.",
            "We start with a free consultation about your business and where your customers are, recommend the country and structure that fit, and then handle the registration, the bank introduction and the first year's filings with our partners in each country. The figures below are typical; we confirm them in a fixed quote.",
          ),
          ar: paragraphs(
            "نادرًا ما يكون تأسيس شركة في الخارج صعبًا، لكنه مليء بالتفاصيل التي تضيّع الوقت إن أخطأت فيها: الشكل القانوني المناسب، واسم يقبله السجل، ومدير أو عنوان محلي، وأسئلة الامتثال لدى البنك، والتراخيص والأرقام الضريبية التي تحتاجها قبل أن تبدأ العمل.",
            "نبدأ باستشارة مجانية عن نشاطك وأين يوجد عملاؤك، ونقترح البلد والهيكل المناسبين، ثم نتولى التسجيل والتعريف بالبنك وإقرارات السنة الأولى مع شركائنا في كل بلد. والأرقام أدناه تقديرية، ونؤكدها لك في عرض سعر ثابت.",
          ),
        },
      },
      {
        type: "rich_text",
        heading: { en: "Indonesia: PT PMA", ar: "إندونيسيا: شركة PT PMA" },
        body: {
          en: paragraphs(
            "What is needed: foreign investors use a PT PMA, a limited liability company with foreign shareholding. It needs at least two shareholders (people or companies), one director and one commissioner, an office address in Indonesia, and an investment plan above IDR 10 billion per line of business, with a minimum paid-up capital set by the investment regulations. Some sectors are closed or limited to foreign ownership, so we check your activity codes (KBLI) first.",
            "How it works: the deed of establishment is signed before an Indonesian notary, often under a power of attorney so you do not have to travel; the Ministry of Law approves it, and the company then gets its business identification number (NIB) and tax number through the OSS online system.",
            "Typical time and cost: three to six weeks for the company, longer for licensed activities; professional fees from about US$2,500 to US$4,500, plus an office or virtual office. A foreign director also needs a work permit and stay permit (KITAS).",
          ),
          ar: paragraphs(
            "المتطلبات: يؤسس المستثمر الأجنبي شركة PT PMA، وهي شركة ذات مسؤولية محدودة برأس مال أجنبي، وتحتاج إلى مساهمَين اثنين على الأقل (أفرادًا أو شركات)، ومدير ومفوّض، وعنوان مكتب في إندونيسيا، وخطة استثمار تتجاوز 10 مليارات روبية لكل نشاط، مع حد أدنى لرأس المال المدفوع تحدده أنظمة الاستثمار. وبعض القطاعات مغلقة أمام الملكية الأجنبية أو مقيدة، لذا نتحقق أولًا من رموز نشاطك (KBLI).",
            "الإجراءات: يُوقَّع عقد التأسيس أمام كاتب عدل إندونيسي، وكثيرًا ما يكون ذلك بتوكيل فلا تحتاج إلى السفر، ثم تعتمده وزارة القانون، وتحصل الشركة بعدها على رقم تعريف النشاط التجاري (NIB) والرقم الضريبي عبر نظام OSS الإلكتروني.",
            "المدة والتكلفة المعتادتان: من ثلاثة إلى ستة أسابيع للشركة، وأكثر للأنشطة التي تحتاج إلى ترخيص، وأتعاب مهنية من نحو 2,500 إلى 4,500 دولار أمريكي، إضافة إلى مكتب أو مكتب افتراضي. ويحتاج المدير الأجنبي كذلك إلى تصريح عمل وإقامة (KITAS).",
          ),
        },
      },
      {
        type: "rich_text",
        heading: { en: "Malaysia: Sdn Bhd", ar: "ماليزيا: شركة Sdn Bhd" },
        body: {
          en: paragraphs(
            "What is needed: a private limited company (Sdn Bhd) registered with the Companies Commission of Malaysia (SSM). It needs at least one shareholder, who may be foreign, and one director who ordinarily lives in Malaysia, a licensed company secretary appointed within 30 days, and a registered office address. Most services and manufacturing can be 100% foreign-owned.",
            "Capital: the legal minimum is RM 1, but a company that wants to employ foreigners, including its own foreign founder on an Employment Pass, is usually expected to have paid-up capital of RM 500,000 or more, and wholesale and retail trade has its own rules.",
            "Typical time and cost: one to two weeks to incorporate and two to six weeks for a bank account; government fees of about RM 1,000, and around US$1,000 to US$2,500 for the first year of professional and secretarial services.",
          ),
          ar: paragraphs(
            "المتطلبات: شركة خاصة محدودة (Sdn Bhd) مسجلة لدى هيئة الشركات الماليزية (SSM)، وتحتاج إلى مساهم واحد على الأقل يجوز أن يكون أجنبيًا، ومدير يقيم عادةً في ماليزيا، وأمين سر مرخّص يُعيَّن خلال 30 يومًا، وعنوان مسجل. ويمكن أن تكون معظم أنشطة الخدمات والتصنيع مملوكة للأجانب بالكامل.",
            "رأس المال: الحد الأدنى القانوني رينغيت واحد، لكن الشركة التي تريد توظيف أجانب، ومنهم مؤسسها الأجنبي بتصريح عمل (Employment Pass)، يُنتظر منها عادةً رأس مال مدفوع لا يقل عن 500,000 رينغيت، ولتجارة الجملة والتجزئة قواعد خاصة.",
            "المدة والتكلفة المعتادتان: أسبوع إلى أسبوعين للتأسيس، ومن أسبوعين إلى ستة أسابيع لفتح الحساب المصرفي، ورسوم حكومية بنحو 1,000 رينغيت، ونحو 1,000 إلى 2,500 دولار أمريكي لخدمات المحاسبة وأمانة السر في السنة الأولى.",
          ),
        },
      },
      {
        type: "rich_text",
        heading: { en: "Singapore: Pte. Ltd.", ar: "سنغافورة: شركة Pte Ltd" },
        body: {
          en: paragraphs(
            "What is needed: a private limited company registered with the Accounting and Corporate Regulatory Authority (ACRA). It needs at least one shareholder, who may be foreign and own 100%, at least one director who lives in Singapore (a citizen, permanent resident or work pass holder), a company secretary within six months, and a local registered address. The minimum paid-up capital is S$1.",
            "No resident director yet? A nominee director service fills the role until you move to Singapore on an Employment Pass or EntrePass, which the company can apply for once it is running.",
            "Typical time and cost: registration usually takes one to three working days once the identity checks are done, and a bank account one to four weeks. ACRA charges about S$315; with a nominee director, secretary and address, expect US$2,500 to US$6,000 for the first year.",
          ),
          ar: paragraphs(
            "المتطلبات: شركة خاصة محدودة مسجلة لدى هيئة تنظيم المحاسبة والشركات (ACRA)، وتحتاج إلى مساهم واحد على الأقل يجوز أن يكون أجنبيًا ويملك الشركة بالكامل، ومدير واحد على الأقل يقيم في سنغافورة (مواطن أو مقيم دائم أو حامل تصريح عمل)، وأمين سر خلال ستة أشهر، وعنوان مسجل محلي. والحد الأدنى لرأس المال المدفوع دولار سنغافوري واحد.",
            "لا يوجد لديك مدير مقيم بعد؟ تتولى خدمة المدير المعيَّن (Nominee Director) هذا الدور إلى أن تنتقل إلى سنغافورة بتصريح عمل (Employment Pass) أو تصريح رواد الأعمال (EntrePass)، ويمكن للشركة التقدم به بعد بدء نشاطها.",
            "المدة والتكلفة المعتادتان: يستغرق التسجيل عادةً من يوم إلى ثلاثة أيام عمل بعد التحقق من الهوية، وفتح الحساب المصرفي من أسبوع إلى أربعة أسابيع. ورسوم ACRA نحو 315 دولارًا سنغافوريًا، ومع المدير المعيَّن وأمين السر والعنوان توقّع من 2,500 إلى 6,000 دولار أمريكي للسنة الأولى.",
          ),
        },
      },
      {
        type: "rich_text",
        heading: { en: "United Kingdom: Ltd", ar: "المملكة المتحدة: شركة Ltd" },
        body: {
          en: paragraphs(
            "What is needed: a private company limited by shares registered with Companies House. One director and one shareholder are enough, of any nationality and living anywhere, with a registered office address in the UK. Directors and people with significant control must now verify their identity with Companies House.",
            "Bear in mind that a UK company does not give you the right to live or work in the UK: that needs a separate visa. Opening a bank account from abroad is the slowest step; digital business banks are often quicker than the high-street banks.",
            "Typical time and cost: registration usually within 24 hours of filing online, and a bank account one to four weeks. The Companies House fee is about £50 to £100 (it has risen recently; we quote the current one), and a registered office and accounting services cost about US$800 to US$2,000 a year.",
          ),
          ar: paragraphs(
            "المتطلبات: شركة خاصة محدودة بالأسهم مسجلة لدى دار الشركات (Companies House)، ويكفيها مدير واحد ومساهم واحد من أي جنسية ومقيمان في أي مكان، مع عنوان مسجل في المملكة المتحدة. ويجب الآن على المديرين وأصحاب السيطرة المؤثرة التحقق من هويتهم لدى دار الشركات.",
            "وتذكّر أن الشركة البريطانية لا تمنحك حق الإقامة أو العمل في المملكة المتحدة، فذلك يحتاج إلى تأشيرة مستقلة. وفتح الحساب المصرفي من الخارج أبطأ الخطوات، وكثيرًا ما تكون البنوك الرقمية للأعمال أسرع من البنوك التقليدية.",
            "المدة والتكلفة المعتادتان: يتم التسجيل عادةً خلال 24 ساعة من التقديم الإلكتروني، وفتح الحساب المصرفي من أسبوع إلى أربعة أسابيع. ورسوم دار الشركات نحو 50 إلى 100 جنيه إسترليني (ارتفعت مؤخرًا، ونعطيك الرسم الحالي)، ويكلّف العنوان المسجل وخدمات المحاسبة نحو 800 إلى 2,000 دولار أمريكي سنويًا.",
          ),
        },
      },
      {
        type: "faq",
        items: [
          {
            question: { en: "Which country should I choose?", ar: "أي بلد أختار؟" },
            answer: {
              en: "It depends on where your customers and suppliers are, whether you plan to live there, and your budget. Singapore and the UK are quick and fully remote, Malaysia is affordable with a good base for living, and Indonesia gives access to a market of more than 270 million people but asks for more capital. We compare them for your case in the consultation.",
              ar: "يعتمد ذلك على مكان عملائك ومورديك، وهل تنوي الإقامة هناك، وعلى ميزانيتك. فسنغافورة والمملكة المتحدة سريعتان ويمكن إنجاز كل شيء فيهما عن بُعد، وماليزيا اقتصادية وبيئة مريحة للعيش، وإندونيسيا تفتح لك سوقًا يزيد على 270 مليون نسمة لكنها تتطلب رأس مال أكبر. ونقارن بينها لحالتك خلال الاستشارة.",
            },
          },
          {
            question: { en: "Do I need to travel?", ar: "هل أحتاج إلى السفر؟" },
            answer: {
              en: "Usually not for the company itself: documents are signed electronically or under a power of attorney. Some banks ask to meet directors in person, and we tell you in advance when that is the case.",
              ar: "لا في الغالب بالنسبة إلى تأسيس الشركة نفسها، إذ تُوقَّع المستندات إلكترونيًا أو بتوكيل. لكن بعض البنوك تطلب مقابلة المديرين شخصيًا، ونخبرك بذلك مسبقًا.",
            },
          },
          {
            question: {
              en: "Will the company give me a residence visa?",
              ar: "هل تمنحني الشركة تأشيرة إقامة؟",
            },
            answer: {
              en: "Not automatically. In Malaysia, Singapore and Indonesia the company can sponsor a work pass for you once it meets the capital and business requirements; in the UK a company gives no visa rights at all.",
              ar: "ليس تلقائيًا. ففي ماليزيا وسنغافورة وإندونيسيا يمكن للشركة أن تكفل لك تصريح عمل متى استوفت شروط رأس المال والنشاط، أما في المملكة المتحدة فلا تمنح الشركة أي حق في التأشيرة.",
            },
          },
          {
            question: { en: "What happens after registration?", ar: "ماذا بعد التسجيل؟" },
            answer: {
              en: "Every company files an annual return and accounts, and pays tax on its profits. Malaysia and Indonesia require audited accounts; small companies in Singapore and the UK are usually exempt from audit. We can keep the filings running so you never miss a deadline.",
              ar: "تقدّم كل شركة إقرارًا سنويًا وحسابات ختامية، وتدفع الضريبة على أرباحها. وتشترط ماليزيا وإندونيسيا حسابات مدققة، بينما تُعفى الشركات الصغيرة في سنغافورة والمملكة المتحدة عادةً من التدقيق. ويمكننا متابعة هذه الإقرارات عنك حتى لا يفوتك أي موعد.",
            },
          },
        ],
      },
    ],
  },
];

export type PostRow = typeof cmsPosts.$inferInsert;

export const CMS_POSTS: readonly Omit<PostRow, "id" | "createdAt" | "updatedAt" | "publishedAt">[] = [
  {
    slug: "10-tips-for-staying-connected-abroad",
    title: { en: "10 tips for staying connected abroad", ar: "10 نصائح للبقاء على اتصال أثناء السفر" },
    excerpt: {
      en: "From checking that your phone supports eSIM to saving offline maps, here is how to stay online on your next trip without a surprise roaming bill.",
      ar: "من التأكد من دعم هاتفك لشريحة eSIM إلى حفظ الخرائط دون اتصال، إليك طريقة البقاء متصلًا في رحلتك القادمة دون مفاجآت في فاتورة التجوال.",
    },
    body: {
      en: paragraphs(
        "Nothing spoils the first hours of a trip like a phone with no signal, or a roaming bill waiting for you when you get home. These ten habits will keep you connected from the moment you land.",
        '1. Check that your phone supports eSIM. Most recent iPhone, Samsung Galaxy and Google Pixel models do, but the phone must also be unlocked. Look for "Add eSIM" in your mobile data settings.',
        "2. Install your eSIM before you leave. Do it at home on Wi-Fi. The plan's validity only starts when it first connects at your destination, so there is no reason to wait.",
        "3. Keep your home SIM for calls and WhatsApp. With dual SIM, your usual number stays active for messages while the eSIM handles data. Just turn off data roaming on your home line.",
        "4. Choose the right amount of data. Maps and messaging use around 100 MB a day; video calls and social media can use 1 GB or more. For a week of normal use, 3 to 5 GB is usually enough.",
        "5. Consider a regional plan for multi-country trips. If you are crossing several borders, one regional eSIM is simpler, and often cheaper, than a plan for each country.",
        "6. Download offline maps and playlists. Save maps of the cities you are visiting, and your entertainment for the flight, while you are still on home Wi-Fi.",
        "7. Carry a power bank. Navigation and photos drain batteries quickly, and a 10,000 to 20,000 mAh power bank will see you through a full day of sightseeing.",
        "8. Pack a universal adapter. Plug types vary from country to country, and a single adapter with USB-C ports charges everything at once.",
        "9. Be careful on public Wi-Fi. Avoid online banking on open hotel and café networks, and use your eSIM data for anything sensitive.",
        "10. Keep your QR code and our support details to hand. Save a screenshot of your eSIM QR code and our WhatsApp number somewhere you can reach offline, in case you need help on the road.",
        "Safe travels, and enjoy staying in touch.",
      ),
      ar: paragraphs(
        "لا شيء يفسد الساعات الأولى من رحلتك مثل هاتف بلا إشارة، أو فاتورة تجوال باهظة تنتظرك عند عودتك. إليك عشر عادات بسيطة تُبقيك متصلًا منذ لحظة وصولك.",
        "1. تأكد من أن هاتفك يدعم eSIM. تدعمها معظم الطرازات الحديثة من iPhone وSamsung Galaxy وGoogle Pixel، بشرط ألا يكون الهاتف مقفلًا على شبكة معينة. ابحث عن خيار «إضافة eSIM» في إعدادات البيانات الخلوية.",
        "2. ثبّت الشريحة قبل مغادرتك. افعل ذلك في المنزل وأنت متصل بشبكة Wi-Fi، فمدة صلاحية الباقة لا تبدأ إلا عند أول اتصال لها بالشبكة في وجهتك، ولا داعي للانتظار.",
        "3. احتفظ بشريحتك الأساسية للمكالمات وWhatsApp. بفضل ميزة الشريحتين يبقى رقمك المعتاد فعّالًا لاستقبال الرسائل، بينما تتولى شريحة eSIM الاتصال بالإنترنت. كل ما عليك هو إيقاف تجوال البيانات على شريحتك الأساسية.",
        "4. اختر حجم البيانات المناسب. تستهلك الخرائط وتطبيقات المراسلة نحو 100 ميغابايت يوميًا، بينما قد تستهلك مكالمات الفيديو ووسائل التواصل الاجتماعي 1 جيجابايت أو أكثر. وتكفي عادةً باقة من 3 إلى 5 جيجابايت لأسبوع من الاستخدام المعتاد.",
        "5. اختر باقة إقليمية للرحلات متعددة الوجهات. إذا كنت ستتنقل بين عدة دول، فشريحة إقليمية واحدة أسهل، وغالبًا أوفر، من شراء باقة لكل بلد.",
        "6. نزّل الخرائط وقوائم التشغيل مسبقًا. احفظ خرائط المدن التي ستزورها، وما تحتاجه من وسائل الترفيه خلال الرحلة الجوية، وأنت ما زلت متصلًا بشبكة Wi-Fi في المنزل.",
        "7. احمل بطارية متنقلة. فالتنقل بالخرائط والتصوير يستنزفان البطارية سريعًا، وبطارية بسعة تتراوح بين 10,000 و20,000 mAh تكفيك ليوم كامل من التجوال.",
        "8. لا تنسَ محوّل الكهرباء العالمي. تختلف أنواع المقابس من بلد إلى آخر، ومحوّل واحد بمنافذ USB-C يشحن أجهزتك كلها في آنٍ واحد.",
        "9. احذر من شبكات Wi-Fi العامة. تجنّب الدخول إلى حساباتك المصرفية عبر شبكات الفنادق والمقاهي المفتوحة، واستخدم بيانات شريحة eSIM لكل ما هو حساس.",
        "10. احتفظ برمز QR وبيانات الدعم في متناولك. احفظ لقطة شاشة لرمز QR الخاص بشريحتك ولرقم WhatsApp الخاص بنا في مكان يمكنك الوصول إليه دون إنترنت، تحسبًا لحاجتك إلى المساعدة أثناء الطريق.",
        "رحلة سعيدة، واستمتع بالبقاء على تواصل مع من تحب.",
      ),
    },
    coverImageUrl: "/images/cms/staying-connected.svg",
    author: "Layla Haddad",
    status: "published",
  },
];
