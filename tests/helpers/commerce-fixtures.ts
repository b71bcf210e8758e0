import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../app/platform/db/client.server.ts";
import {
  esimDestinations,
  esimPlans,
  travelAccessories,
  travelPackageBookings,
  travelPackages,
  user,
} from "../../app/platform/db/schema/index.ts";

const suffix = () => randomBytes(4).toString("hex");

/** A user (customer unless told) with a unique e-mail; returns the id. */
export async function insertUser(
  db: Database,
  options: { role?: string; locale?: "en" | "ar"; name?: string } = {},
): Promise<string> {
  const id = `user-${suffix()}`;
  await db.insert(user).values({
    id,
    name: options.name ?? "Lina Haddad",
    email: `${id}@example.com`,
    role: options.role ?? "customer",
    locale: options.locale ?? "en",
  });
  return id;
}

/** A travel accessory "Memory foam neck pillow" / "وسادة رقبة من الإسفنج". */
export async function insertAccessory(
  db: Database,
  options: { stock: number; priceCents?: number; status?: "active" | "inactive" },
): Promise<string> {
  const [row] = await db
    .insert(travelAccessories)
    .values({
      slug: `neck-pillow-${suffix()}`,
      name: { en: "Memory foam neck pillow", ar: "وسادة رقبة من الإسفنج" },
      description: { en: "Soft.", ar: "ناعمة." },
      category: "comfort",
      brand: "Restful",
      priceCents: options.priceCents ?? 2499,
      stock: options.stock,
      images: ["https://images.example.com/pillow.jpg"],
      status: options.status ?? "active",
    })
    .returning({ id: travelAccessories.id });
  return row!.id;
}

/** An eSIM plan "Türkiye · 5 GB" / "تركيا · 5 جيجابايت", 30 days. */
export async function insertPlan(
  db: Database,
  options: {
    stock: number;
    priceCents?: number;
    status?: "active" | "inactive";
    destinationStatus?: "active" | "inactive";
    /** The eSIM provider's package that issues it; none: staff type its code. */
    providerPackageId?: string;
  },
): Promise<string> {
  const [destination] = await db
    .insert(esimDestinations)
    .values({
      slug: `turkiye-${suffix()}`,
      isoCode: "tr",
      category: "country",
      name: { en: "Türkiye", ar: "تركيا" },
      description: { en: "", ar: "" },
      status: options.destinationStatus ?? "active",
    })
    .returning({ id: esimDestinations.id });
  const [plan] = await db
    .insert(esimPlans)
    .values({
      destinationId: destination!.id,
      name: { en: "5 GB", ar: "5 جيجابايت" },
      description: { en: "", ar: "" },
      dataMb: 5120,
      validityDays: 30,
      priceCents: options.priceCents ?? 1500,
      stockQuantity: options.stock,
      status: options.status ?? "active",
      providerPackageId: options.providerPackageId ?? null,
    })
    .returning({ id: esimPlans.id });
  return plan!.id;
}

/** A booking of a package "Petra escape" / "رحلة البتراء" for 2 travellers on 2031-03-14. */
export async function insertBooking(
  db: Database,
  userId: string,
  options: {
    totalCents?: number;
    paymentStatus?: "pending" | "paid" | "failed" | "refunded";
    status?: "pending" | "confirmed" | "cancelled";
  } = {},
): Promise<string> {
  const [travelPackage] = await db
    .insert(travelPackages)
    .values({
      slug: `petra-${suffix()}`,
      name: { en: "Petra escape", ar: "رحلة البتراء" },
      description: { en: "", ar: "" },
      destination: { en: "Jordan", ar: "الأردن" },
      priceCents: 45000,
      durationDays: 4,
      budgetLevel: "mid_range",
    })
    .returning({ id: travelPackages.id });
  const [booking] = await db
    .insert(travelPackageBookings)
    .values({
      userId,
      packageId: travelPackage!.id,
      packageName: "Petra escape",
      packagePriceCents: 45000,
      quantity: 2,
      totalAmountCents: options.totalCents ?? 90000,
      customerName: "Lina Haddad",
      customerEmail: "lina@example.com",
      travelDate: "2031-03-14",
      numberOfTravelers: 2,
      status: options.status ?? "pending",
      paymentStatus: options.paymentStatus ?? "pending",
    })
    .returning({ id: travelPackageBookings.id });
  return booking!.id;
}

export async function accessoryStock(db: Database, id: string): Promise<number> {
  const [row] = await db
    .select({ stock: travelAccessories.stock })
    .from(travelAccessories)
    .where(eq(travelAccessories.id, id));
  return row!.stock;
}

export async function planStock(db: Database, id: string): Promise<number> {
  const [row] = await db
    .select({ stock: esimPlans.stockQuantity })
    .from(esimPlans)
    .where(eq(esimPlans.id, id));
  return row!.stock;
}

export async function bookingPaymentStatus(db: Database, id: string): Promise<string> {
  const [row] = await db
    .select({ paymentStatus: travelPackageBookings.paymentStatus })
    .from(travelPackageBookings)
    .where(eq(travelPackageBookings.id, id));
  return row!.paymentStatus;
}

/** A valid shipping address. */
export const ADDRESS = {
  fullName: "Lina Haddad",
  line1: "12 King Fahd Road",
  city: "Riyadh",
  country: "SA",
  phone: "+966 50 123 4567",
};
