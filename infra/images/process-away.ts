import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { tsBoot } from '@vitrina/infra/modules/boot';
import { ImageRejectedError } from './errors';
import { CLOTH_IMAGE, DEFAULT_IMAGE_LIMITS, type ImageLimits, type ImageShape, type ProcessedImage } from './process';
import type { AwayReply, AwayRequest } from './process-child';

export interface AwayOptions {
  /** Wall time from asking to the answer (the first image also waits for the child to start, about half a second); past it the child is ended and its images fail. */
  budgetMs: number;
  /** The child with nothing to do for this long ends, giving its memory back. */
  idleMs: number;
  /** The child's scheduling priority (nice): above 0, the api's requests come first whenever both want a core. */
  nice: number;
}

export const AWAY_DEFAULTS: AwayOptions = { budgetMs: 30_000, idleMs: 30_000, nice: 10 };

/** An image the child could not finish: too slow, or the child ended under it. */
export class ImageProcessingFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageProcessingFailedError';
  }
}

interface Pending {
  resolve: (answer: ProcessedImage | ProcessedImage['source']) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Re-encodes images (processImage) in a child process of low priority (nice 10), for bulk work such as an import
 * run: on a small machine an import's re-encoding keeps every core busy, and in a thread of the api's own process it
 * took cores from the site's requests (search p95 up 4× while importing). The kernel gives a nice process only what
 * the others leave; libvips' memory stays out of the api's process and goes with the child when it is idle. One child,
 * started with the first image and ended after `idleMs` without one; each image under a wall-time budget.
 */
export class ImageProcessorAway {
  private child: ChildProcess | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idle: NodeJS.Timeout | undefined;

  constructor(private readonly options: AwayOptions = AWAY_DEFAULTS) {}

  process(bytes: Buffer, limits: ImageLimits = DEFAULT_IMAGE_LIMITS, shape: ImageShape = CLOTH_IMAGE): Promise<ProcessedImage> {
    return this.ask(bytes, limits, shape, false) as Promise<ProcessedImage>;
  }

  /** Only the checks before decoding (inspectImage): what the image is, or why it is refused. */
  inspect(bytes: Buffer, limits: ImageLimits = DEFAULT_IMAGE_LIMITS): Promise<ProcessedImage['source']> {
    return this.ask(bytes, limits, CLOTH_IMAGE, true) as Promise<ProcessedImage['source']>;
  }

  private ask(bytes: Buffer, limits: ImageLimits, shape: ImageShape, inspectOnly: boolean): Promise<ProcessedImage | ProcessedImage['source']> {
    // Checked here too: a file over the limit is not even copied to the child.
    if (bytes.length > limits.maxBytes) return Promise.reject(new ImageRejectedError('IMAGE_TOO_LARGE', `${bytes.length} bytes > ${limits.maxBytes}`));
    const child = this.started();
    clearTimeout(this.idle);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.end(child, `re-encoding an image took more than ${this.options.budgetMs} ms`), this.options.budgetMs);
      this.pending.set(id, { resolve, reject, timer });
      child.send({ id, bytes, limits, shape, inspectOnly } satisfies AwayRequest);
    });
  }

  /** The child's process id while it runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Ends the child, failing what it had in hand. */
  close(): void {
    if (this.child) this.end(this.child, 'the image processor was closed');
  }

  private started(): ChildProcess {
    if (this.child) return this.child;
    const child = spawn(process.execPath, ['--input-type=module', '-e', tsBoot(new URL('./process-child.ts', import.meta.url))], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
      // glibc's one malloc arena per thread holds freed pixel buffers apart; two arenas keep libvips' memory near
      // what it uses (sharp's advice for Linux without jemalloc).
      env: { ...process.env, MALLOC_ARENA_MAX: '2' },
    });
    this.child = child;
    try {
      if (child.pid) setPriority(child.pid, this.options.nice);
    } catch {
      // Not allowed to lower it here: it runs at the api's priority, as a thread would.
    }
    child.on('message', (reply: AwayReply | { kind: 'ready' }) => {
      if (reply.kind === 'ready') return;
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.pending.delete(reply.id);
      clearTimeout(pending.timer);
      if (reply.kind === 'inspected') pending.resolve(reply.source as ProcessedImage['source']);
      else if (reply.kind === 'done') {
        pending.resolve({
          main: Buffer.from(reply.main),
          ...(reply.middle ? { middle: Buffer.from(reply.middle) } : {}),
          thumb: Buffer.from(reply.thumb),
          width: reply.width,
          height: reply.height,
          format: 'webp',
          source: reply.source as ProcessedImage['source'],
        });
      } else if (reply.kind === 'refused') pending.reject(new ImageRejectedError(reply.code, reply.detail));
      else pending.reject(new ImageProcessingFailedError(reply.message));
      if (this.pending.size === 0) this.idleLater(child);
    });
    child.on('exit', (code, signal) => this.ended(child, `the image process ended (${signal ?? code})`));
    child.on('error', (error) => this.ended(child, error.message));
    // An idle child does not keep the process alive.
    child.unref();
    child.channel?.unref();
    return child;
  }

  private idleLater(child: ChildProcess): void {
    clearTimeout(this.idle);
    this.idle = setTimeout(() => this.pending.size === 0 && this.end(child, 'idle'), this.options.idleMs);
    this.idle.unref();
  }

  private end(child: ChildProcess, reason: string): void {
    this.ended(child, reason);
    child.kill('SIGKILL');
  }

  private ended(child: ChildProcess, reason: string): void {
    if (this.child !== child) return;
    this.child = null;
    clearTimeout(this.idle);
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new ImageProcessingFailedError(reason));
      this.pending.delete(id);
    }
  }
}

let shared: ImageProcessorAway | undefined;

/** The process's (or this thread's) one image child for bulk work: imports' checks and the images made after them. */
export function sharedImageProcessor(): ImageProcessorAway {
  shared ??= new ImageProcessorAway();
  return shared;
}
