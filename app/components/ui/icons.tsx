import type { ComponentType, SVGProps } from "react";
import { cx } from "./cx.ts";
import spriteUrl from "./icons.svg?url&no-inline";

// Lucide icons drawn from one cached, fingerprinted sprite (icons.svg, written by `node scripts/icon-sprite.ts`
// from the names below) instead of a copy of every path in each page's HTML. Sizes, strokes and colour come from
// the `.icon` rule in app.css, so size-*, text-* (currentColor), fill-* and flip-rtl classes work as before.

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;
export type IconComponent = ComponentType<IconProps> & { iconName: string };

function SpriteIcon({ name, className, ...props }: IconProps & { name: string }) {
  // Decorative unless the caller names it (as lucide-react did).
  const named = Object.keys(props).some((prop) => prop.startsWith("aria-") || prop === "role");
  return (
    <svg aria-hidden={named ? undefined : true} {...props} className={cx("icon", className)}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

function icon(name: string): IconComponent {
  return Object.assign((props: IconProps) => <SpriteIcon name={name} {...props} />, {
    iconName: name,
    displayName: name,
  });
}

export const Activity = icon("activity");
export const AlertTriangle = icon("triangle-exclamation-point");
export const ArrowDown = icon("arrow-down");
export const ArrowLeft = icon("arrow-left");
export const ArrowRight = icon("arrow-right");
export const ArrowUp = icon("arrow-up");
export const ArrowUpDown = icon("arrow-up-down");
export const Backpack = icon("backpack");
export const Ban = icon("ban");
export const Bold = icon("letter-b");
export const BookOpenText = icon("book-open-text");
export const Briefcase = icon("briefcase");
export const BriefcaseBusiness = icon("briefcase-business");
export const Building2 = icon("building-complex");
export const CalendarCheck = icon("calendar-check");
export const CalendarClock = icon("calendar-clock");
export const CalendarDays = icon("calendar-days");
export const CalendarRange = icon("calendar-range");
export const Car = icon("car");
export const Check = icon("check");
export const CheckCircle2 = icon("circle-check");
export const ChevronDown = icon("chevron-down");
export const ChevronLeft = icon("chevron-left");
export const ChevronRight = icon("chevron-right");
export const CircleAlert = icon("circle-exclamation-point");
export const CircleCheck = icon("circle-check");
export const CircleHelp = icon("circle-question-mark");
export const CircleX = icon("circle-x");
export const ClipboardCheck = icon("clipboard-check");
export const Clock = icon("clock");
export const CloudUpload = icon("cloud-upload");
export const Compass = icon("compass");
export const Copy = icon("copy");
export const CreditCard = icon("credit-card");
export const Download = icon("download");
export const ExternalLink = icon("external-link");
export const Eye = icon("eye");
export const EyeOff = icon("eye-off");
export const FilePlus2 = icon("file-plus-corner");
export const FileQuestion = icon("file-question-mark");
export const FileText = icon("file-text");
export const FlaskConical = icon("flask-conical");
export const Gift = icon("gift");
export const Globe = icon("globe");
export const GraduationCap = icon("graduation-cap");
export const GripVertical = icon("grip-vertical");
export const Heading2 = icon("heading-2");
export const Heading3 = icon("heading-3");
export const History = icon("rotate-ccw-clock");
export const Hourglass = icon("hourglass");
export const IdCard = icon("id-card");
export const Info = icon("info");
export const Italic = icon("italic");
export const KeyRound = icon("key-round");
export const Languages = icon("languages");
export const Laptop = icon("laptop");
export const LayoutDashboard = icon("layout-dashboard");
export const Link2 = icon("link-2");
export const List = icon("list");
export const ListOrdered = icon("list-ordered");
export const LoaderCircle = icon("loader-circle");
export const Lock = icon("lock");
export const LockKeyhole = icon("lock-keyhole");
export const LogIn = icon("log-in");
export const LogOut = icon("log-out");
export const Luggage = icon("luggage");
export const Mail = icon("mail");
export const MailCheck = icon("mail-check");
export const MailX = icon("mail-x");
export const MapPin = icon("map-pin");
export const Menu = icon("menu");
export const MessageSquareText = icon("message-square-text");
export const MessagesSquare = icon("messages-square");
export const Minus = icon("minus");
export const MonitorSmartphone = icon("monitor-smartphone");
export const Newspaper = icon("newspaper");
export const Package = icon("package");
export const PackageSearch = icon("package-search");
export const Palette = icon("palette");
export const Palmtree = icon("tree-palm");
export const Pencil = icon("pencil");
export const Phone = icon("phone");
export const Plane = icon("plane");
export const PlugZap = icon("plug-zap");
export const Plus = icon("plus");
export const QrCode = icon("qr-code");
export const Quote = icon("quote");
export const Redo2 = icon("redo-2");
export const RotateCcw = icon("rotate-ccw");
export const Ruler = icon("ruler");
export const Save = icon("save");
export const Search = icon("search");
export const SearchX = icon("search-x");
export const Send = icon("send");
export const Settings = icon("settings");
export const ShieldCheck = icon("shield-check");
export const ShieldOff = icon("shield-off");
export const ShoppingBag = icon("shopping-bag");
export const ShoppingCart = icon("shopping-cart");
export const SignalZero = icon("signal-zero");
export const SlidersHorizontal = icon("sliders-horizontal");
export const Smartphone = icon("smartphone");
export const Sparkles = icon("sparkles");
export const Stamp = icon("stamp");
export const Star = icon("star");
export const Tag = icon("tag");
export const Timer = icon("timer");
export const Trash2 = icon("trash");
export const TreePalm = icon("tree-palm");
export const TriangleAlert = icon("triangle-exclamation-point");
export const Truck = icon("truck");
export const Undo2 = icon("undo-2");
export const Upload = icon("upload");
export const UserRound = icon("user-round");
export const Users = icon("users");
export const Wallet = icon("wallet");
export const Weight = icon("weight");
export const Wifi = icon("wifi");
export const X = icon("x");
export const Zap = icon("zap");
