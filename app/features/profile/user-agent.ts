// "Chrome on Windows": enough for a customer to recognise their own devices, no more.
export interface DeviceSummary {
  browser: string | null;
  os: string | null;
  mobile: boolean;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", in-app browsers say everything.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/\b(?:OPR|Opera)\/(\d+)/, "Opera"],
  [/\bSamsungBrowser\/(\d+)/, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, "Firefox"],
  [/\bHeadlessChrome\/(\d+)/, "Chrome"],
  [/\b(?:Chrome|CriOS)\/(\d+)/, "Chrome"],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, "Safari"],
  [/\bcurl\/([\d.]+)/, "curl"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b.*\bOS (\d+)/, "iOS"],
  [/\bAndroid (\d+)/, "Android"],
  [/\bWindows NT/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

export function describeUserAgent(userAgent: string | null | undefined): DeviceSummary {
  const text = (userAgent ?? "").slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(text));
  const os = SYSTEMS.find(([pattern]) => pattern.test(text));
  return {
    browser: browser ? browser[1] : null,
    os: os ? os[1] : null,
    mobile: /\bMobile\b|\bAndroid\b|\biPhone\b/.test(text),
  };
}
