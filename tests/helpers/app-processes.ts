// Production server processes of the end-to-end build (`npm run build`), started by a spec for what one shared
// server cannot show: several processes on one database, their logs, a shutdown.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface AppProcess {
  /** http://127.0.0.1:<port> */
  base: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far (pino's JSON lines). */
  output(): string;
  /** SIGTERM (or `signal`), then its exit code once it has exited (20 s at most). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Waits for /readyz (2 minutes at most); fails with the process's output when it exits first. */
export async function startApp(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: base,
      SMTP_URL: "",
      LOG_LEVEL: "info",
      ...env,
    },
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const app: AppProcess = {
    base,
    child,
    output: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000).unref());
      const code = await Promise.race([exited, timeout]);
      if (code === null && child.exitCode === null) child.kill("SIGKILL");
      return code;
    },
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited before it was ready:\n${output}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return app;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await app.stop("SIGKILL");
  throw new Error(`the server did not become ready:\n${output}`);
}
