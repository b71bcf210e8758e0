export interface SiteChrome {
  siteName: string;
  logoUrl: string | null;
  primaryColor: string;
  contactEmail: string;
  contactPhone: string;
  contactAddress: string;
  contactHours: string;
  messagingNumber: string;
}
