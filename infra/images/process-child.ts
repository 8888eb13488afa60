import { ImageRejectedError } from './errors';
import { inspectImage, processImage, type ImageLimits, type ImageShape } from './process';
import { loadSharp } from './sharp';

/** One image to re-encode, and what came of it (see process-away.ts). */
export type AwayRequest = { id: number; bytes: Uint8Array; limits: ImageLimits; shape: ImageShape; inspectOnly?: boolean };
export type AwayReply =
  | { kind: 'inspected'; id: number; source: { format: string; width: number; height: number; bytes: number } }
  | {
      kind: 'done';
      id: number;
      main: Uint8Array;
      middle?: Uint8Array;
      thumb: Uint8Array;
      width: number;
      height: number;
      source: { format: string; width: number; height: number; bytes: number };
    }
  | { kind: 'refused'; id: number; code: ImageRejectedError['code']; detail: string | undefined }
  | { kind: 'failed'; id: number; message: string };

const send = (reply: AwayReply) => process.send?.(reply);

// One libvips thread per image: the parent sends a few at once, and small images gain nothing from more.
void loadSharp().then((sharp) => sharp.concurrency(1));

process.on('message', (request: AwayRequest) => {
  const bytes = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength);
  const work: Promise<AwayReply> = request.inspectOnly
    ? inspectImage(bytes, request.limits).then((source) => ({ kind: 'inspected', id: request.id, source }))
    : processImage(bytes, request.limits, request.shape).then((done) => ({
        kind: 'done',
        id: request.id,
        main: done.main,
        middle: done.middle,
        thumb: done.thumb,
        width: done.width,
        height: done.height,
        source: done.source,
      }));
  work.then(send, (error: unknown) =>
    send(
      error instanceof ImageRejectedError
        ? { kind: 'refused', id: request.id, code: error.code, detail: error.detail }
        : { kind: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) },
    ),
  );
});
// The parent's end closed: nothing more will come.
process.on('disconnect', () => process.exit(0));
process.send?.({ kind: 'ready' });
