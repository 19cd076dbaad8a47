/**
 * The page's style nonce. The server writes a fresh one into every page's
 * `<meta property="csp-nonce">` (Vite's html.cspNonce) and allows only `<style>` elements that
 * carry it; every library that injects a `<style>` gets it from here (docs/decisions/0004).
 */
function readNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  if (!meta) return undefined;
  // Under a CSP the browser hides the attribute's value; the property keeps it.
  for (const nonce of [meta.nonce, meta.getAttribute('nonce')]) if (nonce) return nonce;
  return undefined;
}

const nonce = readNonce();

/** Undefined where no server wrote one (unit tests, the Vite dev server): no CSP there either. */
export const cspNonce = nonce;

/** For MantineProvider: its <style> elements (theme variables, responsive props) carry the nonce. */
export const getStyleNonce = nonce ? () => nonce : undefined;

/**
 * react-remove-scroll (the scroll lock of Mantine's modals and drawers) takes its `<style>` nonce from
 * get-nonce, which reads the global `__webpack_nonce__` when nobody called its setNonce.
 */
export function shareNonceWithScrollLock() {
  if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
}
