import { vi } from 'vitest';
import type { Reply } from './fetch-routes';

/** An upload as uploadWithProgress's XMLHttpRequest sent it: its text fields and its file. */
export type XhrUpload = { method: string; url: string; fields: Record<string, string>; file: File | null };

/**
 * XMLHttpRequest as uploadWithProgress uses it, answered by `answer`: half the form's bytes reported
 * once the answer is asked, then the rest and the reply (a promise holds the upload half sent).
 */
export function stubXhr(answer: (upload: XhrUpload) => Reply | Promise<Reply>) {
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    /** The request's headers, in lower case. */
    headers: Record<string, string> = {};
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send(body: FormData) {
      const fields: Record<string, string> = {};
      let file: File | null = null;
      for (const [name, value] of body.entries()) {
        if (typeof value === 'string') fields[name] = value;
        else file = value;
      }
      const total = file?.size ?? 1;
      const progress = (loaded: number) => this.upload.onprogress?.({ lengthComputable: true, loaded, total });
      void (async () => {
        // As a browser does: nothing is heard before send() returns.
        await Promise.resolve();
        const pending = answer({ method: this.method, url: this.url, fields, file });
        progress(total / 2);
        const reply = await pending;
        progress(total);
        const [status, replyBody] = Array.isArray(reply)
          ? reply
          : [(reply as { status: number }).status, (reply as { body?: unknown }).body];
        this.status = status as number;
        this.responseText = replyBody === undefined ? '' : JSON.stringify(replyBody);
        this.onload?.();
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}
