import { customHtmlPaths } from '@trilha/shared/custom-html/paths';
import { useEffect, useId, useRef, useState } from 'react';
import { frameHeight } from './frame-height';

/**
 * The sandbox of a custom HTML block, the same as the server's policy for the document
 * (features/custom-html/frame.ts on the server): scripts, forms and pop-ups; never
 * allow-same-origin; the top page moves only on the person's click.
 */
export const BLOCK_SANDBOX =
  'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';
/** Until the block says its height. */
const START_HEIGHT = 0;

type Props = {
  /** The frame's accessible name: the block's title. */
  title: string;
  /** A saved block: its `frame_url`. */
  src?: string;
  /** The edit panel's preview: HTML not saved yet, posted as a form into the frame. */
  previewHtml?: string;
  /** The smallest height while the block has not said its own (the preview's full screen). */
  minHeight?: number;
};

/**
 * One custom HTML block, run in its sandboxed document (docs/decisions/0008-custom-html-frames.md)
 * and as tall as its content says (the height protocol, frame-height.ts). Not `loading="lazy"`:
 * a block is often an analytics snippet with nothing to show, which must run whether or not the
 * student scrolls to the page's end; the page's first paint is kept by mounting the frames only
 * after it (CustomHtmlBlocks.tsx).
 */
export function BlockFrame({ title, src, previewHtml, minHeight = START_HEIGHT }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const name = `block-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const next = frameHeight(event, frame.current?.contentWindow ?? null);
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // The preview: each new text is posted into the frame (a frame cannot be given a body otherwise).
  useEffect(() => {
    if (previewHtml !== undefined) form.current?.submit();
  }, [previewHtml]);

  return (
    <>
      {previewHtml !== undefined && (
        <form ref={form} method="post" action={customHtmlPaths.preview()} target={name} hidden>
          <input type="hidden" name="html" value={previewHtml} readOnly />
        </form>
      )}
      <iframe
        ref={frame}
        name={name}
        title={title}
        src={src}
        sandbox={BLOCK_SANDBOX}
        // A block's video player may go full screen; nothing here reaches the student's session.
        allow="fullscreen; picture-in-picture; encrypted-media"
        referrerPolicy="same-origin"
        style={{ display: 'block', width: '100%', border: 0, height: Math.max(height ?? 0, minHeight) }}
        data-block-height={height ?? undefined}
      />
    </>
  );
}
