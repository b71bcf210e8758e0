export * from "./applications.ts";
export * from "./auth.ts";
export * from "./catalogue.ts";
export * from "./cms.ts";
export * from "./commerce.ts";
export * from "./consultations.ts";
export * from "./events.ts";
export * from "./settings.ts";
