// Spec §1: analytics calls exist but do nothing; this is where a provider would be plugged in.
export interface AnalyticsEvent {
  name:
    | "page_view"
    | "add_to_cart"
    | "begin_checkout"
    | "sign_up"
    | "login"
    | "search"
    | "newsletter_subscribe";
  properties?: Record<string, string | number | boolean>;
}

export const analytics = {
  track(_event: AnalyticsEvent): void {},
  pageView(_path: string): void {},
  identify(_userId: string | null): void {},
};
