// airalo-sdk ships its declarations where TypeScript does not look for them (src/Airalo.d.ts, no "types"
// field): the part of its API the adapter uses, as its source (node_modules/airalo-sdk/src) has it.
declare module "airalo-sdk" {
  interface AiraloConfig {
    client_id: string;
    client_secret: string;
    http_headers?: string[];
  }

  interface SdkConfig {
    getUrl(): string;
    getCredentials(asString?: boolean): { client_id: string; client_secret: string } | string;
  }

  interface SdkHttpClient {
    /** "Name: value" lines: the SDK's defaults plus those of the last setHeaders. */
    requestHeaders: string[];
    setHeaders(headers?: string[]): SdkHttpClient;
    request(
      url: string,
      options?: { method?: string; body?: string; headers?: Record<string, string> },
    ): Promise<unknown>;
    get(url: string, params?: Record<string, string>): Promise<unknown>;
    post(url: string, params?: unknown): Promise<unknown>;
  }

  interface SdkSignature {
    getSignature(payload: unknown): string | null;
    checkSignature(hash: string | null, payload: unknown): boolean;
  }

  class Airalo {
    constructor(config: AiraloConfig);
    config: SdkConfig;
    httpClient: SdkHttpClient;
    signature: SdkSignature;
    oauth: { httpClient: SdkHttpClient };
    /** The access token, once initialize() resolved. */
    token: string;
    initialize(): Promise<Airalo>;
    getAllPackages(flat?: boolean, limit?: number | null, page?: number | null): Promise<unknown>;
    order(packageId: string, quantity: number, description?: string | null): Promise<unknown>;
    topup(packageId: string, iccid: string, description?: string): Promise<unknown>;
    getSimUsage(iccid: string): Promise<unknown>;
    getSimTopups(iccid: string): Promise<unknown>;
  }

  interface Cached {
    setCachePath(path: string): void;
    getCachePath(): string;
    clearCache(): Promise<void>;
  }

  const sdk: { Airalo: typeof Airalo; Cached: Cached };
  export default sdk;
}
