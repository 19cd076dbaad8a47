/** The messages between the server and the embedded database's thread (pglite-remote.ts, pglite-thread.ts). */
export type Request = { id: number; tx?: number } & (
  | { op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; text: number[] }
  | { op: 'exec'; sql: string }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'close' }
);

/** A database error's own fields (code, constraint, detail…), as plain values. */
export type WireError = { message: string; name?: string; [field: string]: string | number | undefined };

export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: WireError }
  | { notify: string; payload: string }
  | { ready: true };
