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
