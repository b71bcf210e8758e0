import { describe, expect, it } from "vitest";
import { createI18n, resources } from "../i18n/i18n.ts";
import { bookingShownAs, type LabelledSubject, STATUS_LABELS, statusLabel } from "./status-labels.ts";
import { type StatusSubject, statusesOf } from "./status-machines.ts";

/** Each status machine and the vocabulary subject its statuses are read in. */
const SUBJECT_OF: Record<StatusSubject, LabelledSubject> = {
  order: "order",
  booking: "booking",
  booking_payment: "payment",
  application: "application",
  application_payment: "payment",
  education_consultation: "education",
  business_consultation: "business",
};

/** Shown, though no machine moves to it: a booking whose payment went back; an eSIM unit, set by its delivery; a
 * top-up (its job moves it). */
const SHOWN_ONLY: Partial<Record<LabelledSubject, string[]>> = {
  booking: ["refunded"],
  esim: ["preparing", "issuing", "ready"],
  esimTopUp: ["pending", "applied", "failed"],
};

describe("the status vocabulary", () => {
  it.each(Object.entries(SUBJECT_OF))(
    "words every status of %s in English and Arabic",
    (machine, subject) => {
      for (const status of statusesOf(machine as StatusSubject)) {
        const label = statusLabel(subject, status);
        expect(label, `${subject}.${status}`).not.toBeNull();
        for (const locale of ["en", "ar"] as const) {
          const word = createI18n(locale).t(label!.key);
          expect(word, `${locale} ${label!.key}`).not.toBe("");
          expect(word, `${locale} ${label!.key}`).not.toContain(".");
          if (locale === "ar") expect(word).toMatch(/[\u0600-\u06FF]/);
        }
      }
    },
  );

  it("has no word for a status nothing has, and the same keys in both languages", () => {
    for (const [subject, tones] of Object.entries(STATUS_LABELS) as [LabelledSubject, object][]) {
      const machines = Object.entries(SUBJECT_OF).filter(([, s]) => s === subject);
      const known = new Set([
        ...machines.flatMap(([machine]) => statusesOf(machine as StatusSubject)),
        ...(SHOWN_ONLY[subject] ?? []),
      ]);
      expect(Object.keys(tones).sort(), subject).toEqual([...known].sort());
      expect(Object.keys(resources.en.status[subject]).sort(), subject).toEqual([...known].sort());
      expect(Object.keys(resources.ar.status[subject]).sort(), subject).toEqual([...known].sort());
    }
    expect(Object.keys(resources.en.status).sort()).toEqual(Object.keys(STATUS_LABELS).sort());
  });

  it("gives an unknown status no label instead of a wrong one", () => {
    expect(statusLabel("booking", "toString")).toBeNull();
    expect(statusLabel("order", "confirmed")).toBeNull();
    expect(statusLabel("order", "cancelled")).toEqual({ key: "status:order.cancelled", tone: "neutral" });
  });

  it("reads a declined payment's order as 'payment not completed' and a refunded booking as refunded", () => {
    expect(createI18n("en").t("status:order.cancelled")).toBe("Payment not completed");
    expect(createI18n("ar").t("status:order.cancelled")).toBe("لم يكتمل الدفع");
    expect(bookingShownAs("cancelled", "refunded")).toBe("refunded");
    expect(bookingShownAs("completed", "refunded")).toBe("refunded");
    expect(bookingShownAs("confirmed", "paid")).toBe("confirmed");
  });
});
