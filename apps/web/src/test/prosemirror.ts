/**
 * jsdom lays nothing out, and ProseMirror (the rich-text editor) asks for the caret's rectangles
 * after each typed key. Empty rectangles are enough for it to carry on; only the tests that type
 * into the editor need them.
 */
export function stubEditorLayout() {
  const empty = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const missing: [object, string, () => unknown][] = [
    [Element.prototype, 'getClientRects', none],
    [Range.prototype, 'getClientRects', none],
    [Range.prototype, 'getBoundingClientRect', empty],
    [Document.prototype, 'elementFromPoint', () => null],
  ];
  for (const [target, name, value] of missing) {
    if (!Reflect.has(target, name)) Object.defineProperty(target, name, { configurable: true, writable: true, value });
  }
}
