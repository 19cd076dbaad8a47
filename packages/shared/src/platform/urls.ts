/**
 * An absolute http(s) address a browser can open: scheme written out, and a host with a dot
 * (or localhost), so "https://meusite" typed by mistake is refused rather than saved.
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const { hostname } = new URL(value);
    return hostname.includes('.') || hostname === 'localhost';
  } catch {
    return false;
  }
}
