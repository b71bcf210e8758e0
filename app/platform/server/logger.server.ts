import pino from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string, pretty = process.env.NODE_ENV === "development"): Logger {
  return pino({
    level,
    transport: pretty ? { target: "pino-pretty", options: { colorize: true } } : undefined,
  });
}
