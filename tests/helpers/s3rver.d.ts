// s3rver ships no types: the part of its API the tests and the storage benchmark use.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string }[];
  }

  interface KoaContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    headers: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware list, run in order for every request. */
    middleware: ((context: KoaContext, next: () => Promise<void>) => Promise<void>)[];
    store: { existsObject(bucket: string, key: string): Promise<boolean> };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
