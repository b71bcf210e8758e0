// The customer-facing texts of what the catalogue sync imports, in both languages, made from a provider package's
// data and validity (the provider gives English names only; Arabic country and region names come from ICU).
import type { ProviderPackage } from "../../../platform/esim/provider.ts";
import { translator } from "../../../platform/i18n/i18n.ts";
import type { Locale, Localized } from "../../../platform/i18n/localized.ts";

const t = { en: translator("en"), ar: translator("ar") };

// UN M.49 regions ICU names, by the words providers use for them.
const REGION_CODES: Record<string, string> = {
  global: "001",
  world: "001",
  worldwide: "001",
  europe: "150",
  asia: "142",
  africa: "002",
  americas: "019",
  caribbean: "029",
  "caribbean-islands": "029",
  "latin-america": "419",
  "north-america": "021",
  oceania: "009",
};

const regionSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** The destination's Arabic name: a country's from ICU; a region's from ICU when it is a UN region, else its countries. */
export function arabicDestinationName(pkg: ProviderPackage): string {
  const names = new Intl.DisplayNames(["ar"], { type: "region", fallback: "code" });
  const { kind, name, slug } = pkg.destination;
  if (kind === "country" && pkg.countries.length === 1) return names.of(pkg.countries[0]!.toUpperCase())!;
  const region = REGION_CODES[regionSlug(name)] ?? REGION_CODES[slug] ?? (kind === "global" ? "001" : null);
  if (region) return names.of(region)!;
  const countries = pkg.countries.map((code) => names.of(code.toUpperCase())!);
  const shown = new Intl.ListFormat("ar", { type: "conjunction" }).format(countries.slice(0, 3));
  const rest = countries.length - 3;
  return rest > 0
    ? t.ar("adminCatalogue:esimImport.generated.regionMore", { countries: shown, count: rest })
    : shown;
}

function both(make: (lng: Locale) => string): Localized {
  return { en: make("en"), ar: make("ar") };
}

export function destinationTexts(pkg: ProviderPackage): { name: Localized; description: Localized } {
  const name = { en: pkg.destination.name, ar: arabicDestinationName(pkg) };
  return {
    name,
    description: both((lng) =>
      t[lng]("adminCatalogue:esimImport.generated.destinationDescription", { name: name[lng] }),
    ),
  };
}

/** Name, description and features of a plan made from `pkg`, sold in `where` (the destination's name). */
export function planTexts(
  pkg: ProviderPackage,
  where: Localized,
): { name: Localized; description: Localized; features: Localized[] } {
  const gb = pkg.dataMb === null ? null : Math.round((pkg.dataMb / 1024) * 10) / 10;
  const days = both((lng) => t[lng]("adminCatalogue:esimImport.generated.days", { count: pkg.validityDays }));
  const data = both((lng) =>
    gb === null
      ? t[lng]("adminCatalogue:esimImport.generated.unlimited")
      : t[lng]("adminCatalogue:esimImport.generated.data", { gb }),
  );
  const features = [
    both((lng) => t[lng]("adminCatalogue:esimImport.generated.features.qr")),
    both((lng) => t[lng]("adminCatalogue:esimImport.generated.features.dataOnly")),
  ];
  if (pkg.countries.length > 1)
    features.push(
      both((lng) =>
        t[lng]("adminCatalogue:esimImport.generated.features.countries", { count: pkg.countries.length }),
      ),
    );
  return {
    name: both((lng) =>
      t[lng]("adminCatalogue:esimImport.generated.planName", { data: data[lng], days: days[lng] }),
    ),
    description: both((lng) =>
      t[lng](
        gb === null
          ? "adminCatalogue:esimImport.generated.descriptionUnlimited"
          : "adminCatalogue:esimImport.generated.description",
        {
          data: data[lng],
          days: days[lng],
          where: where[lng],
        },
      ),
    ),
    features,
  };
}
