import pino from "pino";
import { currentRequest } from "./request-context.server.ts";

export type Logger = pino.Logger;

/** Every line written while a request is handled carries its id (request-context.server.ts). */
export function createLogger(
  level: string,
  pretty = process.env.NODE_ENV === "development",
  destination?: pino.DestinationStream,
): Logger {
  return pino(
    {
      level,
      mixin: () => {
        const request = currentRequest();
        return request ? { requestId: request.requestId } : {};
      },
      transport: pretty ? { target: "pino-pretty", options: { colorize: true } } : undefined,
    },
    destination,
  );
}
