// Client requests with the timeout and retries of spec §7. Only for requests safe to repeat (the checkout's
// posts carry an idempotency key).
import { API_RETRIES, API_RETRY_DELAY_MS, API_TIMEOUT_MS } from "../domain/constants.ts";
import { isRetryable } from "./errors.ts";

export interface RetryOptions {
  timeoutMs?: number;
  retries?: number;
  delayMs?: number;
  /** No retry after it fires. */
  signal?: AbortSignal;
  fetch?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** A timeout of ours or a network error, not the caller's abort. */
function isTransient(error: unknown, callerSignal: AbortSignal | undefined): boolean {
  if (callerSignal?.aborted) return false;
  if (error instanceof Error && error.name === "TimeoutError") return true;
  return error instanceof TypeError;
}

/** Resolves with the last answer once the retries are used up; rejects with the last network error or timeout. */
export async function fetchWithRetry(
  input: string | URL,
  init: RequestInit = {},
  options: RetryOptions = {},
): Promise<Response> {
  const {
    timeoutMs = API_TIMEOUT_MS,
    retries = API_RETRIES,
    delayMs = API_RETRY_DELAY_MS,
    signal,
    fetch: send = globalThis.fetch,
    sleep = wait,
  } = options;
  for (let attempt = 0; ; attempt++) {
    const timeout = AbortSignal.timeout(timeoutMs);
    const attemptSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const last = attempt >= retries;
    try {
      const response = await send(input, { ...init, signal: attemptSignal });
      if (last || !isRetryable(response.status)) return response;
      // The body of an answer we do not use is released before the next attempt.
      await response.body?.cancel();
    } catch (error) {
      const failure = timeout.aborted && !signal?.aborted ? timeout.reason : error;
      if (last || !isTransient(failure, signal)) throw failure;
    }
    await sleep(delayMs, signal);
  }
}
