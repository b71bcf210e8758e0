import { standinNetPriceCents, standinPackageId } from "../../esim/standin.server.ts";
import type { Localized } from "../../i18n/localized.ts";
import type { esimPlans } from "../schema/catalogue.ts";
import { type DestinationSeed, ESIM_PLAN_TEXTS, type PlanSpec } from "./data.ts";

/** The Arabic forms a counted noun takes after a number. */
interface ArabicNoun {
  one: string; // 1: "يوم واحد"
  two: string; // 2: "يومان"
  few: string; // 3–10: plural, "أيام"
  many: string; // 11–99: singular accusative, "يومًا"
  hundreds: string; // 100, 200…: singular genitive, "يوم"
}

/** A number followed by the noun in the form Arabic grammar requires ("7 أيام", "30 يومًا"). */
function arabicCount(n: number, noun: ArabicNoun): string {
  if (n === 1) return noun.one;
  if (n === 2) return noun.two;
  const rest = n % 100;
  if (rest >= 3 && rest <= 10) return `${n} ${noun.few}`;
  if (rest >= 11) return `${n} ${noun.many}`;
  return `${n} ${noun.hundreds}`;
}

const { features: FEATURES, arabicNouns } = ESIM_PLAN_TEXTS;

function days(n: number): Localized {
  return { en: n === 1 ? "1 day" : `${n} days`, ar: arabicCount(n, arabicNouns.days) };
}

function destinations(n: number): Localized {
  return {
    en: n === 1 ? "1 destination" : `${n} destinations`,
    ar: arabicCount(n, arabicNouns.destinations),
  };
}

function dataAmount(gb: number | null): Localized {
  return gb === null
    ? { en: "Unlimited data", ar: "بيانات غير محدودة" }
    : { en: `${gb} GB`, ar: `${gb} جيجابايت` };
}

function whereOf(destination: DestinationSeed, coverageCount: number): Localized {
  const where = destination.where ?? { en: `in ${destination.name.en}`, ar: `في ${destination.name.ar}` };
  const count = String(coverageCount);
  return { en: where.en.replace("{count}", count), ar: where.ar.replace("{count}", count) };
}

export type PlanSeed = Omit<typeof esimPlans.$inferInsert, "destinationId" | "priceCents"> & {
  priceUsd: number;
};

/**
 * A data plan is mapped to the stand-in's package of the same destination, data and validity, so that in test
 * mode a demo eSIM is issued automatically; a plan with call minutes is not (the stand-in sells data only), so
 * the demo keeps plans that staff fulfil by hand.
 */
export function planSeed(destination: DestinationSeed, spec: PlanSpec, now: Date): PlanSeed {
  const [gb, validityDays, priceUsd, stock, minutes, sms] = spec;
  const voice = minutes !== undefined || sms !== undefined;
  const data = dataAmount(gb);
  const period = days(validityDays);
  const coverageCount = destination.coverage?.length ?? 1;
  const where = whereOf(destination, coverageCount);

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

  const features: Localized[] = [FEATURES.network, FEATURES.qr, FEATURES.hotspot];
  if (coverageCount > 1) {
    const n = destinations(coverageCount);
    features.push({ en: `One eSIM for ${n.en}`, ar: `شريحة eSIM واحدة تعمل في ${n.ar}` });
  }
  if (gb === null) features.push(FEATURES.fairUse);
  if (voice) {
    const callMinutes = minutes ?? 0;
    const messages = sms ?? 0;
    descriptionEn += ` Includes ${callMinutes} minutes of calls and ${messages} SMS.`;
    descriptionAr += ` وتشمل الباقة ${arabicCount(callMinutes, arabicNouns.minutes)} للمكالمات و${arabicCount(messages, arabicNouns.messages)}.`;
    features.push(
      {
        en: `${callMinutes} minutes of calls`,
        ar: `${arabicCount(callMinutes, arabicNouns.minutes)} للمكالمات`,
      },
      { en: `${messages} SMS`, ar: arabicCount(messages, arabicNouns.messages) },
      FEATURES.localNumber,
    );
  } else {
    features.push(FEATURES.dataOnly);
  }
  features.push(FEATURES.startsOnArrival);

  return {
    name: { en: nameEn, ar: nameAr },
    description: { en: descriptionEn, ar: descriptionAr },
    planType: voice ? "data_voice" : "data",
    dataMb: gb === null ? null : gb * 1024,
    validityDays,
    priceUsd,
    sms: voice ? (sms ?? 0) : null,
    minutes: voice ? (minutes ?? 0) : null,
    features,
    stockQuantity: stock,
    ...(voice
      ? {}
      : {
          providerPackageId: standinPackageId(destination.slug, gb, validityDays),
          providerNetPriceCents: standinNetPriceCents(Math.round(priceUsd * 100)),
          providerSyncedAt: now,
        }),
  };
}
