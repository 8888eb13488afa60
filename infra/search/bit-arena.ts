import type { Bits } from './bitset';
import { BLOCK_CHUNKS, bitKernels, wasm, type BitKernels, type WasmMemory } from './wasm-bits';

/**
 * Fixed-size slot sets in one WebAssembly memory, so that the SIMD kernels can work on them. Every set of an
 * arena has the same length (a whole number of the kernels' blocks, 2,048 slots each, covering `capacity` slots). An arena never grows:
 * growing a WebAssembly memory detaches the views into it. The catalogue makes a larger arena and copies its
 * sets over when it runs out (catalogue.ts), and never while a search holds sets. The kernels only look at
 * the blocks that hold slots in use (`use`): beyond them every set is empty, and a catalogue grown by doubling
 * would otherwise scan up to half its sets for nothing.
 */
const BLOCK_SLOTS = BLOCK_CHUNKS * 128;

export class BitArena {
  /** 32-bit words per set. */
  readonly words: number;
  private readonly blocks: number;
  private inUse: number;
  private readonly memory: WasmMemory;
  private readonly kernels: BitKernels;
  private readonly free: number[] = [];

  constructor(
    readonly capacity: number,
    readonly size: number,
  ) {
    this.blocks = Math.max(1, Math.ceil(capacity / BLOCK_SLOTS));
    this.words = this.blocks * (BLOCK_SLOTS / 32);
    this.inUse = this.blocks;
    const bytes = this.words * 4 * size;
    this.memory = new wasm.Memory({ initial: Math.max(1, Math.ceil(bytes / 65_536)) });
    this.kernels = bitKernels(this.memory);
    for (let i = size - 1; i >= 0; i--) this.free.push(i * this.words * 4);
  }

  /** Slots from `slots` on are in no set (the catalogue's end). */
  use(slots: number): void {
    this.inUse = Math.min(this.blocks, Math.max(1, Math.ceil(slots / BLOCK_SLOTS)));
  }

  get available(): number {
    return this.free.length;
  }

  /** An empty set, or undefined when the arena is full. */
  alloc(): Bits | undefined {
    const offset = this.free.pop();
    if (offset === undefined) return undefined;
    const bits = new Uint32Array(this.memory.buffer, offset, this.words);
    bits.fill(0);
    return bits;
  }

  /** Gives a set back; a set of another (older) arena is ignored. */
  release(bits: Bits): void {
    if (this.owns(bits)) this.free.push(bits.byteOffset);
  }

  owns(bits: Bits): boolean {
    return bits.buffer === this.memory.buffer;
  }

  count(a: Bits): number {
    return this.kernels.count(a.byteOffset, this.inUse);
  }

  countBoth(a: Bits, b: Bits): number {
    return this.kernels.countBoth(a.byteOffset, b.byteOffset, this.inUse);
  }

  /** out = a ∩ b; returns out. */
  intersect(out: Bits, a: Bits, b: Bits): Bits {
    this.kernels.intersect(out.byteOffset, a.byteOffset, b.byteOffset, this.inUse);
    return out;
  }

  /** out = a \ b (a's slots not in b); returns out. */
  subtract(out: Bits, a: Bits, b: Bits): Bits {
    this.kernels.subtract(out.byteOffset, a.byteOffset, b.byteOffset, this.inUse);
    return out;
  }

  /** into = into ∪ a; returns into. */
  unite(into: Bits, a: Bits): Bits {
    this.kernels.unite(into.byteOffset, a.byteOffset, this.inUse);
    return into;
  }
}
