/**
 * Writes the demo-data illustrations to public/images/: a gradient background with a simple
 * white line icon or landscape, and no text (so the images suit both languages).
 *
 *   npx node scripts/generate-demo-images.ts
 *
 * The file names come from the seed data, so every image the seed references is generated.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  ACCESSORIES,
  DRIVING_LICENSE_OFFERS,
  ESIM_DESTINATIONS,
  TRAVEL_PACKAGES,
  VISA_OFFERS,
} from "../app/platform/db/seed/data.ts";

type Palette = readonly [from: string, to: string];

const PALETTES = {
  teal: ["#14b8a6", "#0f766e"],
  ocean: ["#22d3ee", "#0369a1"],
  indigo: ["#818cf8", "#3730a3"],
  violet: ["#c084fc", "#6d28d9"],
  rose: ["#fb7185", "#be123c"],
  sunset: ["#fbbf24", "#e11d48"],
  amber: ["#fcd34d", "#d97706"],
  sand: ["#fde68a", "#c2410c"],
  emerald: ["#34d399", "#047857"],
  sky: ["#7dd3fc", "#1d4ed8"],
  slate: ["#94a3b8", "#334155"],
  night: ["#6366f1", "#1e1b4b"],
} as const satisfies Record<string, Palette>;
type PaletteName = keyof typeof PALETTES;

// ——— Icons: white line art drawn in a 120 × 120 box ———

const ICONS = {
  neckPillow: '<path d="M25 38c0 70 70 70 70 0" stroke-width="22"/>',
  sleepMask:
    '<path d="M12 55c0-18 20-25 48-25s48 7 48 25-13 28-28 28c-10 0-13-9-20-9s-10 9-20 9c-15 0-28-10-28-28z"/><path d="M12 52H2M108 52h10"/>',
  socks: '<path d="M42 12h30v58l-24 30a14 14 0 0 1-24-15l18-23z"/><path d="M42 26h30"/>',
  cushion: '<rect x="14" y="36" width="92" height="50" rx="25"/><path d="M40 61h40"/>',
  blanket: '<rect x="14" y="38" width="92" height="48" rx="12"/><path d="M14 54h92M14 70h92M60 28v68"/>',
  adapter:
    '<rect x="30" y="42" width="60" height="56" rx="10"/><path d="M48 42V20M72 42V20"/><circle cx="60" cy="70" r="7"/>',
  powerBank: '<rect x="34" y="14" width="52" height="92" rx="10"/><path d="M64 34 52 60h18l-12 26"/>',
  charger:
    '<rect x="30" y="32" width="60" height="58" rx="12"/><path d="M48 32V14M72 32V14M60 90v18M64 46l-8 14h10l-8 14"/>',
  earbuds:
    '<circle cx="38" cy="46" r="18"/><path d="M38 64v38"/><circle cx="82" cy="46" r="18"/><path d="M82 64v38"/>',
  tracker:
    '<circle cx="60" cy="60" r="40"/><circle cx="60" cy="60" r="9" fill="#fff"/><path d="M60 14v12M60 94v12M14 60h12M94 60h12"/>',
  firstAid:
    '<rect x="14" y="36" width="92" height="64" rx="10"/><path d="M45 36V24h30v12M60 52v32M44 68h32"/>',
  bottle:
    '<path d="M48 10h24v15l8 12v68a8 8 0 0 1-8 8H48a8 8 0 0 1-8-8V37l8-12z"/><path d="M40 60h40M40 88h40"/>',
  pillOrganiser:
    '<rect x="8" y="40" width="104" height="42" rx="8"/><path d="M29 40v42M50 40v42M70 40v42M91 40v42M8 61h104"/>',
  bands:
    '<circle cx="42" cy="60" r="26"/><circle cx="78" cy="60" r="26"/><circle cx="42" cy="34" r="5" fill="#fff"/><circle cx="78" cy="86" r="5" fill="#fff"/>',
  toiletryBottles:
    '<rect x="14" y="46" width="26" height="56" rx="6"/><rect x="47" y="30" width="26" height="72" rx="6"/><rect x="80" y="52" width="26" height="50" rx="6"/><path d="M21 46v-8h12v8M54 30v-8h12v8M87 52v-8h12v8"/>',
  packingCubes:
    '<rect x="12" y="56" width="96" height="46" rx="8"/><rect x="24" y="18" width="72" height="38" rx="8"/><path d="M28 79h64M36 37h48"/>',
  suitcase:
    '<rect x="30" y="28" width="60" height="76" rx="10"/><path d="M48 28V14h24v14M50 44v44M70 44v44M40 104v8M80 104v8"/>',
  duffel:
    '<path d="M14 56c0-10 8-16 18-16h56c10 0 18 6 18 16v34a8 8 0 0 1-8 8H22a8 8 0 0 1-8-8z"/><path d="M40 40c0-16 40-16 40 0M14 66h92"/>',
  luggageScale:
    '<rect x="34" y="14" width="52" height="42" rx="8"/><rect x="44" y="24" width="32" height="12" rx="2"/><path d="M60 56v16M60 72c-14 0-14 22 0 22s14-10 14-14"/>',
  toiletryBag:
    '<path d="M60 36V26a8 8 0 1 0-8-8"/><rect x="24" y="36" width="72" height="72" rx="10"/><path d="M24 60h72M24 84h72"/>',
  padlock:
    '<rect x="30" y="54" width="60" height="50" rx="8"/><path d="M42 54V40a18 18 0 0 1 36 0v14M60 72v14"/>',
  rfidWallet:
    '<rect x="24" y="12" width="72" height="96" rx="8"/><path d="M40 58a28 28 0 0 1 40 0M47 68a16 16 0 0 1 26 0"/><circle cx="60" cy="78" r="3" fill="#fff"/><path d="M42 92h36"/>',
  slingBag:
    '<path d="M18 16 102 66"/><rect x="26" y="54" width="76" height="48" rx="16"/><path d="M42 72h44"/>',
  doorLock:
    '<rect x="32" y="8" width="56" height="104" rx="4"/><circle cx="74" cy="62" r="6"/><path d="M32 92h56"/>',
  moneyBelt: '<path d="M4 60h112"/><rect x="34" y="44" width="52" height="34" rx="6"/><path d="M42 56h36"/>',
  simCard:
    '<path d="M36 10h38l20 20v72a8 8 0 0 1-8 8H36a8 8 0 0 1-8-8V18a8 8 0 0 1 8-8z"/><rect x="42" y="50" width="36" height="42" rx="4"/><path d="M42 71h36M60 50v42"/>',
  globe:
    '<circle cx="60" cy="60" r="46"/><path d="M14 60h92M60 14c-20 25-20 67 0 92M60 14c20 25 20 67 0 92M22 37h76M22 83h76"/>',
  passport:
    '<rect x="24" y="10" width="72" height="100" rx="8"/><circle cx="60" cy="50" r="18"/><path d="M42 50h36M60 32c-9 11-9 25 0 36M60 32c9 11 9 25 0 36M42 88h36"/>',
  compass:
    '<circle cx="60" cy="60" r="46"/><path d="m78 42-24 12-12 24 24-12z" fill="#fff"/><path d="M60 14v8M60 98v8M14 60h8M98 60h8"/>',
  graduationCap: '<path d="m8 50 52-22 52 22-52 22z"/><path d="M30 60v24c16 12 44 12 60 0V60M112 50v26"/>',
  openBook:
    '<path d="M60 30c-12-8-30-10-46-8v72c16-2 34 0 46 8 12-8 30-10 46-8V22c-16-2-34 0-46 8zM60 30v72"/>',
  connected:
    '<rect x="40" y="44" width="40" height="68" rx="8"/><path d="M54 102h12M26 30a48 48 0 0 1 68 0M38 42a30 30 0 0 1 44 0"/>',
  parcel: '<path d="m60 12 46 22v52l-46 22-46-22V34z"/><path d="m14 34 46 22 46-22M60 56v52M37 23l46 22"/>',
  permitCard:
    '<rect x="8" y="24" width="104" height="72" rx="10"/><circle cx="34" cy="54" r="12"/><path d="M20 82c4-11 24-11 28 0M62 44h36M62 60h36M62 76h22"/>',
} as const;
type IconName = keyof typeof ICONS;

/** A ring of dashes, like a rubber stamp, for visa covers. */
const STAMP = '<circle cx="100" cy="96" r="20" stroke-dasharray="5 6"/>';
const BOLT = '<path d="M104 4 92 24h14l-12 20" stroke-width="6"/>';
const PIN = (x: number, y: number) =>
  `<path d="M${x} ${y}a12 12 0 0 1 12 12c0 10-12 22-12 22s-12-12-12-22a12 12 0 0 1 12-12z" fill="#fff" stroke-width="4"/>`;

// ——— Scenes: white silhouettes across the full 400 × 300 canvas ———

const SCENES = {
  mountains:
    '<circle cx="300" cy="80" r="30" fill-opacity=".9"/><path d="M0 300V220l90-100 70 80 70-100 90 110 80-60v150z" fill-opacity=".35"/><path d="m230 100-24 34 14 8 10-12 12 10 16-8zM90 120l-20 22 12 6 8-8 10 8 10-6z" fill-opacity=".9"/><path d="M0 300v-40c80-20 160 10 240-6s120-10 160 0v46z" fill-opacity=".55"/>',
  beach:
    '<circle cx="110" cy="90" r="34" fill-opacity=".9"/><path d="M0 210c50-12 100 12 150 0s100-12 150 0 70 8 100 0v90H0z" fill-opacity=".35"/><path d="M0 250c50-12 100 12 150 0s100-12 150 0 70 8 100 0v50H0z" fill-opacity=".55"/><path d="M300 210c-4-50 0-80 16-110" stroke="#fff" stroke-width="8" fill="none"/><path d="M316 100c-20-14-44-10-56 6 18-6 36-4 56-6zm0 0c14-18 38-20 56-8-20 0-38 2-56 8zm0 0c-8-20-2-38 14-48-4 16-8 32-14 48z" fill-opacity=".9"/><path d="M200 200h70l-35-26z" fill-opacity=".8"/><path d="M210 200v24M260 200v24" stroke="#fff" stroke-width="5"/>',
  mosque:
    '<circle cx="320" cy="70" r="24" fill-opacity=".9"/><path d="M130 230v-50a70 70 0 0 1 140 0v50z" fill-opacity=".75"/><path d="M200 110v-20" stroke="#fff" stroke-width="4"/><path d="M92 230V110l8-24 8 24v120zM292 230V110l8-24 8 24v120z" fill-opacity=".75"/><path d="M150 230v-24a20 20 0 0 1 40 0v24M210 230v-24a20 20 0 0 1 40 0v24" fill-opacity=".4"/><path d="M0 230h400v70H0z" fill-opacity=".45"/><path d="M0 260c60-10 120 10 200 0s140-8 200 0v40H0z" fill-opacity=".3"/>',
  pyramids:
    '<circle cx="300" cy="80" r="32" fill-opacity=".9"/><path d="m70 240 90-120 90 120z" fill-opacity=".8"/><path d="m200 240 70-92 70 92z" fill-opacity=".6"/><path d="m20 240 40-50 40 50z" fill-opacity=".45"/><path d="M0 240c100-14 300-14 400 0v60H0z" fill-opacity=".4"/>',
  desert:
    '<circle cx="90" cy="80" r="30" fill-opacity=".9"/><path d="M240 230V130a50 50 0 0 1 100 0v100z" fill-opacity=".7"/><path d="M262 230v-80a28 28 0 0 1 56 0v80z" fill-opacity=".5"/><path d="M0 250c60-40 140-40 220-10s130 20 180-10v70H0z" fill-opacity=".5"/><path d="M0 270c80-24 160-6 240 6s120 0 160-10v34H0z" fill-opacity=".7"/>',
  skyline:
    '<circle cx="80" cy="70" r="26" fill-opacity=".85"/><path d="m196 250 4-200 4 200z" fill-opacity=".95"/><path d="M186 250v-90h28v90z" fill-opacity=".7"/><path d="M120 250V150h30v100zM234 250V130h26v120zM270 250V170h40v80zM60 250V180h40v70zM320 250V200h30v50z" fill-opacity=".5"/><path d="M0 250h400v50H0z" fill-opacity=".35"/><path d="M0 270c70-8 130 8 200 0s130-8 200 0v30H0z" fill-opacity=".3"/>',
  towers:
    '<circle cx="320" cy="70" r="22" fill-opacity=".85"/><path d="M150 250V110l16-30 16 30v140zM218 250V110l16-30 16 30v140z" fill-opacity=".85"/><path d="M182 150h36v10h-36z" fill-opacity=".85"/><path d="M60 250V170h40v80zM280 250V160h34v90zM330 250V200h40v50z" fill-opacity=".45"/><path d="M0 250h400v50H0z" fill-opacity=".35"/>',
  japan:
    '<circle cx="300" cy="80" r="30" fill-opacity=".9"/><path d="m20 250 120-140 40 40 30-30 110 130z" fill-opacity=".4"/><path d="m120 132 20-22 20 22-10 8-10-8-10 8z" fill-opacity=".95"/><path d="M230 130h140M240 150h120" stroke="#fff" stroke-width="12" stroke-linecap="round" fill="none"/><path d="M260 130v120M340 130v120" stroke="#fff" stroke-width="10" fill="none"/><path d="M0 250h400v50H0z" fill-opacity=".45"/>',
  bridge:
    '<circle cx="90" cy="70" r="26" fill-opacity=".85"/><path d="M40 170h320v20H40z" fill-opacity=".85"/><path d="M90 300V190a110 80 0 0 1 220 0v110h-20V200a90 62 0 0 0-180 0v100z" fill-opacity=".8"/><path d="M0 170h60v130H0zM340 170h60v130h-60z" fill-opacity=".55"/><path d="M110 262c30-8 60 8 90 0s60-8 90 0v38H110z" fill-opacity=".45"/>',
  savanna:
    '<circle cx="200" cy="160" r="60" fill-opacity=".85"/><path d="M0 230c100-14 300-14 400 0v70H0z" fill-opacity=".55"/><path d="M298 232c0-36 2-56 4-70m0 0-28-20m28 20 26-22" stroke="#fff" stroke-width="8" stroke-linecap="round" fill="none"/><path d="M232 142c26-22 116-22 140 0-26 8-114 8-140 0z" fill-opacity=".9"/><path d="M66 232v-30h6v-16l10-6 8 10-6 4v38z" fill-opacity=".7"/>',
} as const;
type SceneName = keyof typeof SCENES;

// ——— What each image shows ———

const ACCESSORY_ICONS: Record<string, IconName> = {
  "skyrest-memory-foam-neck-pillow": "neckPillow",
  "aerlune-contoured-sleep-mask": "sleepMask",
  "nomadi-compression-flight-socks": "socks",
  "skyrest-inflatable-lumbar-cushion": "cushion",
  "aerlune-packable-travel-blanket": "blanket",
  "voltra-universal-travel-adapter": "adapter",
  "voltra-20000mah-power-bank": "powerBank",
  "voltra-gan-65w-charger": "charger",
  "soundnest-noise-cancelling-earbuds": "earbuds",
  "findly-bluetooth-luggage-tracker": "tracker",
  "medica-go-travel-first-aid-kit": "firstAid",
  "purewell-filter-water-bottle": "bottle",
  "medica-go-weekly-pill-organiser": "pillOrganiser",
  "medica-go-motion-sickness-bands": "bands",
  "purewell-leak-proof-toiletry-bottles": "toiletryBottles",
  "packwell-compression-packing-cubes": "packingCubes",
  "packwell-carry-on-spinner-55": "suitcase",
  "duneline-foldable-duffel-40l": "duffel",
  "packwell-digital-luggage-scale": "luggageScale",
  "duneline-hanging-toiletry-bag": "toiletryBag",
  "lockwise-tsa-cable-lock": "padlock",
  "lockwise-rfid-passport-wallet": "rfidWallet",
  "guardia-anti-theft-sling-bag": "slingBag",
  "guardia-portable-door-lock": "doorLock",
  "lockwise-hidden-money-belt": "moneyBelt",
};

const CATEGORY_PALETTES: Record<string, readonly PaletteName[]> = {
  comfort: ["violet", "indigo"],
  electronics: ["sky", "night"],
  health: ["emerald", "teal"],
  luggage: ["amber", "sand"],
  security: ["slate", "rose"],
};

const PACKAGE_SCENES: Record<string, readonly [SceneName, PaletteName]> = {
  "istanbul-city-break": ["mosque", "sunset"],
  "cairo-and-giza-express": ["pyramids", "amber"],
  "baku-weekend-escape": ["skyline", "night"],
  "georgia-tbilisi-and-kazbegi": ["mountains", "emerald"],
  "kuala-lumpur-and-langkawi": ["towers", "teal"],
  "bosnia-heritage-trail": ["bridge", "emerald"],
  "jordan-petra-and-wadi-rum": ["desert", "sand"],
  "morocco-imperial-cities": ["desert", "rose"],
  "swiss-alps-panorama": ["mountains", "sky"],
  "japan-golden-route": ["japan", "rose"],
  "zanzibar-beach-and-spice": ["beach", "teal"],
  "maldives-overwater-villa-retreat": ["beach", "ocean"],
  "dubai-royal-experience": ["skyline", "sunset"],
  "masai-mara-luxury-safari": ["savanna", "amber"],
};

/** Where the pin sits on the globe for each region. */
const REGION_PINS: Record<string, readonly [number, number]> = {
  europe: [62, 16],
  asia: [84, 26],
  "middle-east-north-africa": [66, 34],
  "gulf-gcc": [74, 38],
  americas: [28, 28],
  africa: [58, 52],
};

const VISA_PALETTES: readonly PaletteName[] = [
  "indigo",
  "teal",
  "rose",
  "sky",
  "violet",
  "emerald",
  "night",
  "amber",
];
const ESIM_PALETTES: readonly PaletteName[] = [
  "sky",
  "teal",
  "amber",
  "emerald",
  "indigo",
  "sunset",
  "violet",
  "ocean",
];

// ——— Rendering ———

function svg(palette: PaletteName, body: string): string {
  const [from, to] = PALETTES[palette];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="400" height="300" fill="url(#g)"/>` +
    `<circle cx="350" cy="40" r="110" fill="#fff" fill-opacity=".08"/>` +
    `<circle cx="30" cy="290" r="130" fill="#fff" fill-opacity=".06"/>` +
    `${body}</svg>\n`
  );
}

function iconArt(palette: PaletteName, icon: string): string {
  return svg(
    palette,
    `<circle cx="200" cy="150" r="112" fill="#fff" fill-opacity=".12"/>` +
      `<g transform="translate(113 63) scale(1.45)" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${icon}</g>`,
  );
}

function sceneArt(palette: PaletteName, scene: SceneName): string {
  return svg(palette, `<g fill="#fff">${SCENES[scene]}</g>`);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "public", "images");
let count = 0;
let bytes = 0;

function write(relativePath: string, content: string): void {
  const file = path.join(root, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  count += 1;
  bytes += Buffer.byteLength(content);
  if (Buffer.byteLength(content) > 4096) throw new Error(`${relativePath} is larger than 4 KB`);
}

const categoryIndex: Record<string, number> = {};
for (const accessory of ACCESSORIES) {
  const icon = ACCESSORY_ICONS[accessory.slug];
  if (!icon) throw new Error(`No icon for accessory ${accessory.slug}: add it to ACCESSORY_ICONS`);
  const palettes = CATEGORY_PALETTES[accessory.category]!;
  const index = categoryIndex[accessory.category] ?? 0;
  categoryIndex[accessory.category] = index + 1;
  write(`accessories/${accessory.slug}.svg`, iconArt(palettes[index % palettes.length]!, ICONS[icon]));
}

for (const travelPackage of TRAVEL_PACKAGES) {
  const scene = PACKAGE_SCENES[travelPackage.slug];
  if (!scene) throw new Error(`No scene for package ${travelPackage.slug}: add it to PACKAGE_SCENES`);
  write(`packages/${travelPackage.slug}.svg`, sceneArt(scene[1], scene[0]));
}

VISA_OFFERS.forEach((offer, index) => {
  write(
    `visa/${offer.slug}.svg`,
    iconArt(VISA_PALETTES[index % VISA_PALETTES.length]!, ICONS.passport + STAMP),
  );
});

ESIM_DESTINATIONS.filter((destination) => destination.category !== "country").forEach(
  (destination, index) => {
    const pin = REGION_PINS[destination.slug];
    const icon = pin ? ICONS.globe + PIN(pin[0], pin[1]) : ICONS.globe;
    write(`esim/${destination.slug}.svg`, iconArt(ESIM_PALETTES[index % ESIM_PALETTES.length]!, icon));
  },
);
/** Fallbacks the cart shows for items without an image (app/components/cart/cart.ts). */
write("placeholders/esim.svg", iconArt("teal", ICONS.simCard));
write("placeholders/product.svg", iconArt("slate", ICONS.parcel));

const PERMIT_EXTRAS: Record<string, string> = {
  digital: '<path d="M96 8a14 14 0 0 1 14 14M96 0a22 22 0 0 1 22 22" stroke-width="5"/>',
  standard: "",
  express: BOLT,
};
const PERMIT_PALETTES: readonly PaletteName[] = ["sky", "teal", "sunset"];
DRIVING_LICENSE_OFFERS.forEach((offer, index) => {
  const art = ICONS.permitCard + (PERMIT_EXTRAS[offer.key] ?? "");
  write(`driving-license/${offer.key}.svg`, iconArt(PERMIT_PALETTES[index % PERMIT_PALETTES.length]!, art));
});

write("cms/about.svg", iconArt("teal", ICONS.compass));
write("cms/study-malaysia.svg", iconArt("indigo", ICONS.graduationCap));
write("cms/tarim.svg", iconArt("emerald", ICONS.openBook));
write("cms/staying-connected.svg", iconArt("ocean", ICONS.connected));

console.log(
  `Wrote ${count} images (${(bytes / 1024).toFixed(1)} KB) to ${path.relative(process.cwd(), root)}`,
);
