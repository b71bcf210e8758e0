/** What an upload route answers (uploads.server.ts: `uploadResponse`). */
export interface UploadedRef {
  key: string;
  fileName: string;
  size: number;
  contentType: string;
}

/** An upload the server refused or that never arrived; `message` is already translated when the server sent one. */
export class UploadFailed extends Error {
  readonly fromServer: boolean;
  constructor(message: string, fromServer: boolean) {
    super(message);
    this.fromServer = fromServer;
  }
}

/** XMLHttpRequest for its upload progress events (fetch has none). */
export function uploadFile(
  url: string,
  field: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<UploadedRef> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const answer = xhr.response as
        | { ok: true; files: UploadedRef[] }
        | { ok: false; error?: { message?: string } }
        | null;
      if (answer?.ok && answer.files[0]) return resolve(answer.files[0]);
      const message = answer && !answer.ok ? answer.error?.message : undefined;
      reject(new UploadFailed(message ?? "", message !== undefined));
    };
    xhr.onerror = () => reject(new UploadFailed("", false));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append(field, file);
    xhr.send(body);
  });
}
