import { BitArena } from './bit-arena';
import { add, remove, type Bits } from './bitset';
import { IdTable } from './id-table';
import { FACETS, type Facet } from './port';
import { PRICE_BANDS, PriceBands } from './price-bands';
import { SortedSlots } from './sorted-slots';

/** What the in-memory side keeps of one document: no text, only what filters, facets and sorts read. */
export interface SlotEntry {
  id: string;
  visible: boolean;
  price: number;
  /** Milliseconds since the epoch. */
  created: number;
  favourites: number;
  /** Which languages have a name (bit i for LANGUAGES[i]). */
  names: number;
  values: Record<Facet, readonly string[]>;
}

export type OrderName = 'priceAsc' | 'priceDesc' | 'newest' | 'favourites';

/** Sets a search may hold at once besides word matches: see memory-search.ts. */
export const SEARCH_SETS = 40;

/**
 * The documents as slots (small integers, the SQLite rowids) with a set of slots per facet value, the visible
 * set, key arrays for sorting and the sort orders. About 100 bytes a document plus 1 bit per document per facet
 * value and per spare set: 100,000 documents with 50 values take some 15 MB. The sets live in a BitArena, which
 * is replaced by a larger one (sets copied over) when the slots outgrow it or its sets run out.
 */
export class MemoryCatalogue {
  capacity = 0;
  /** One past the highest slot ever allocated since the last reset. */
  end = 0;
  /** Each slot's document id, and the slot of an id. */
  readonly ids = new IdTable();
  price = new Float64Array(0);
  created = new Float64Array(0);
  favourites = new Float64Array(0);
  names = new Uint8Array(0);
  arena = new BitArena(1024, 256);
  visible: Bits = this.arena.alloc()!;
  live: Bits = this.arena.alloc()!;
  values = emptyValues();
  /** Built for the first price filter after a load (`preparePriceBands`), then kept exact by every change. */
  priceBands: PriceBands | undefined;
  private free: number[] = [];

  private readonly newestBefore = (a: number, b: number): boolean =>
    this.created[a]! > this.created[b]! || (this.created[a] === this.created[b] && this.ids.before(a, b));

  readonly orders: Record<OrderName, SortedSlots> = {
    newest: this.order(this.newestBefore),
    priceAsc: this.order((a, b) => this.price[a]! < this.price[b]! || (this.price[a] === this.price[b] && this.newestBefore(a, b))),
    priceDesc: this.order((a, b) => this.price[a]! > this.price[b]! || (this.price[a] === this.price[b] && this.newestBefore(a, b))),
    favourites: this.order((a, b) => this.favourites[a]! > this.favourites[b]! || (this.favourites[a] === this.favourites[b] && this.newestBefore(a, b))),
  };

  /** A slot no document holds: a hole left by a removal, else a new one at the end. */
  allocate(): number {
    while (this.free.length > 0) {
      const slot = this.free.pop()!;
      if (slot < this.end && !this.ids.has(slot)) return slot;
    }
    return this.end;
  }

  /** Puts a document in a slot (replacing what was there). `bulk` leaves the sort orders to be rebuilt. */
  put(slot: number, entry: SlotEntry, bulk = false): void {
    const previous = this.ids.idAt(slot);
    if (previous !== undefined && previous !== entry.id) throw new Error(`Slot ${slot} holds ${previous}, not ${entry.id}`);
    this.ensureCapacity(slot + 1);
    const priceBefore = previous === undefined ? undefined : this.price[slot];
    const keysChanged =
      previous === undefined || this.price[slot] !== entry.price || this.created[slot] !== entry.created || this.favourites[slot] !== entry.favourites;
    if (previous !== undefined) {
      this.clearValues(slot);
      if (keysChanged) this.forOrders(bulk, (order) => order.delete(slot));
    }
    this.ids.set(slot, entry.id);
    this.price[slot] = entry.price;
    if (bulk) this.dropPriceBands();
    else this.priceBands?.change(slot, priceBefore, entry.price);
    this.created[slot] = entry.created;
    this.favourites[slot] = entry.favourites;
    this.names[slot] = entry.names;
    add(this.live, slot);
    if (entry.visible) add(this.visible, slot);
    else remove(this.visible, slot);
    for (const facet of FACETS) {
      for (const value of entry.values[facet]) add(this.valueBits(facet, value), slot);
    }
    if (keysChanged) this.forOrders(bulk, (order) => order.insert(slot));
    if (slot >= this.end) {
      this.end = slot + 1;
      this.arena.use(this.end);
    }
  }

  delete(slot: number): void {
    if (!this.ids.has(slot)) return;
    this.forOrders(false, (order) => order.delete(slot));
    this.priceBands?.change(slot, this.price[slot], undefined);
    this.clearValues(slot);
    remove(this.live, slot);
    remove(this.visible, slot);
    // Catching up with another process, the document may already have been put in its new slot: it stays found there.
    this.ids.delete(slot);
    this.free.push(slot);
  }

  setFavourites(slot: number, favourites: number): void {
    if (!this.ids.has(slot) || this.favourites[slot] === favourites) return;
    this.orders.favourites.delete(slot);
    this.favourites[slot] = favourites;
    this.orders.favourites.insert(slot);
  }

  reset(): void {
    this.priceBands = undefined;
    this.capacity = 0;
    this.end = 0;
    this.ids.clear();
    this.free = [];
    this.values = emptyValues();
    this.price = new Float64Array(0);
    this.created = new Float64Array(0);
    this.favourites = new Float64Array(0);
    this.names = new Uint8Array(0);
    this.arena = new BitArena(1024, 256);
    this.arena.use(0);
    this.visible = this.arena.alloc()!;
    this.live = this.arena.alloc()!;
    this.ensureCapacity(1024);
    for (const order of Object.values(this.orders)) order.invalidate();
  }

  /** After a load that put slots in any order: the holes below the end become free slots. */
  findHoles(): void {
    this.free = [];
    for (let slot = this.end - 1; slot >= 0; slot--) if (!this.ids.has(slot)) this.free.push(slot);
  }

  *liveSlots(): Iterable<number> {
    for (let slot = 0; slot < this.end; slot++) if (this.ids.has(slot)) yield slot;
  }

  /**
   * What a load leaves to be built on first use, one step each: the sort orders, then the price bands. The first
   * search sorting by each, or filtering by price, would otherwise wait for it (86–154 ms each at 100,000 clothes
   * on a slow machine, seconds at a million); a start's warm-up runs them, letting other work in between.
   */
  deferredBuilds(): Array<() => void> {
    return [...Object.values(this.orders).map((order) => () => void order.read()), () => this.preparePriceBands()];
  }

  /** Builds the price bands if a load dropped them (before a search with a price filter takes its sets). */
  preparePriceBands(): void {
    if (this.priceBands) return;
    this.reserve(SEARCH_SETS + PRICE_BANDS);
    const { slots, length } = this.orders.priceAsc.read();
    this.priceBands = PriceBands.build(this.arena, slots, length, this.price);
  }

  private dropPriceBands(): void {
    this.priceBands?.release(this.arena);
    this.priceBands = undefined;
  }

  /** Makes sure `sets` more sets can be had from the arena (before a search takes its sets). */
  reserve(sets: number): void {
    if (this.arena.available < sets) this.moveSets(this.capacity, this.arena.size * 2 + sets);
  }

  private valueBits(facet: Facet, value: string): Bits {
    let bits = this.values[facet].get(value);
    if (!bits) {
      this.reserve(SEARCH_SETS + 1);
      bits = this.arena.alloc()!;
      this.values[facet].set(value, bits);
    }
    return bits;
  }

  /** Copies every set into a new arena for `capacity` slots with room for `size` sets. */
  private moveSets(capacity: number, size: number): void {
    const arena = new BitArena(capacity, size);
    const move = (bits: Bits) => {
      const moved = arena.alloc();
      if (!moved) throw new Error('A new arena is smaller than the sets it takes');
      moved.set(bits);
      return moved;
    };
    this.visible = move(this.visible);
    this.live = move(this.live);
    for (const facet of FACETS) {
      for (const [value, bits] of this.values[facet]) this.values[facet].set(value, move(bits));
    }
    this.priceBands = this.priceBands?.moved(move);
    arena.use(this.end);
    this.arena = arena;
  }

  private clearValues(slot: number): void {
    for (const facet of FACETS) for (const bits of this.values[facet].values()) remove(bits, slot);
  }

  private ensureCapacity(needed: number): void {
    if (needed <= this.capacity) return;
    const capacity = Math.max(1024, this.capacity * 2, needed);
    const widen = <T extends Float64Array | Uint8Array>(array: T, make: (n: number) => T): T => {
      const wider = make(capacity);
      wider.set(array);
      return wider;
    };
    this.price = widen(this.price, (n) => new Float64Array(n));
    this.created = widen(this.created, (n) => new Float64Array(n));
    this.favourites = widen(this.favourites, (n) => new Float64Array(n));
    this.names = widen(this.names, (n) => new Uint8Array(n));
    if (capacity > this.arena.capacity) this.moveSets(capacity, this.arena.size);
    this.capacity = capacity;
  }

  private order(before: (a: number, b: number) => boolean): SortedSlots {
    return new SortedSlots(before, () => this.liveSlots());
  }

  private forOrders(bulk: boolean, change: (order: SortedSlots) => void): void {
    for (const order of Object.values(this.orders)) {
      if (bulk) order.invalidate();
      else change(order);
    }
  }
}

function emptyValues(): Record<Facet, Map<string, Bits>> {
  return Object.fromEntries(FACETS.map((facet) => [facet, new Map<string, Bits>()])) as Record<Facet, Map<string, Bits>>;
}
