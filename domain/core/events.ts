import { z } from 'zod';
import type { PersonalDeclaration } from './personal';

/**
 * The metadata every event carries. `actor` is the acting user's id (absent for system actions),
 * `correlationId` ties together everything one request caused, `causationId` names the event or command that
 * directly caused this one.
 */
export const EventMetadata = z
  .object({
    correlationId: z.string().min(1).max(100),
    causationId: z.string().min(1).max(100).optional(),
    actor: z.string().min(1).max(100).optional(),
    at: z.iso.datetime(),
  })
  .strict();
export type EventMetadata = z.infer<typeof EventMetadata>;

/** The id every aggregate and person has (a UUID) and the instant every event records, as events' schemas write them. */
export const Id = z.string().uuid();
export const Instant = z.iso.datetime();

/** An event as a decider produces it: a past-tense type and its data. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/**
 * The events a feature's schema map holds, as a union of `{ type, data }`: written once, in the map, so a new event
 * type is one line there (`EventsOf<typeof brandEventSchemas>`; `Omit<…>` for a stream that holds only some).
 */
export type EventsOf<Schemas extends Readonly<Record<string, z.ZodType>>> = {
  [K in keyof Schemas & string]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas & string];

/** The zod schema for each event type, keyed by the type name. Types are versioned by name (`X`, `XV2`). */
export type EventSchemas = Readonly<Record<string, z.ZodType>>;

/**
 * Brings a stored event's data from an older shape to the current one; it must tell the shape it upgrades from the
 * data itself and return anything else untouched (a current event, or one an earlier upcaster already upgraded).
 */
export type Upcaster = (data: unknown) => unknown;
/** Each event type's upcasters, applied in order, oldest shape first. */
export type EventUpcasters = Readonly<Record<string, readonly Upcaster[]>>;

/**
 * Looks up an event type's schema; anything not registered is refused. Built once from every feature's
 * schemas (see domain/registry.ts) or, in tests, from a fixture's.
 */
export class EventRegistry {
  private readonly schemas: Map<string, z.ZodType>;
  private readonly upcasters = new Map<string, Upcaster[]>();
  private readonly personalData = new Map<string, PersonalDeclaration>();

  constructor(...groups: EventSchemas[]) {
    this.schemas = new Map();
    for (const group of groups) {
      for (const [type, schema] of Object.entries(group)) {
        if (this.schemas.has(type)) throw new Error(`Event type ${type} is registered twice`);
        this.schemas.set(type, schema);
      }
    }
  }

  /** Adds upcasters for registered types (see domain/registry.ts); the one way old events meet today's schemas. */
  withUpcasters(...groups: EventUpcasters[]): this {
    for (const group of groups) {
      for (const [type, upcasters] of Object.entries(group)) {
        if (!this.schemas.has(type)) throw new Error(`Upcasters for unregistered event type ${type}`);
        this.upcasters.set(type, [...(this.upcasters.get(type) ?? []), ...upcasters]);
      }
    }
    return this;
  }

  /** Adds each type's personal-data declaration (domain/core/personal.ts); a type may be declared once. */
  withPersonalData(...groups: Readonly<Record<string, PersonalDeclaration>>[]): this {
    for (const group of groups) {
      for (const [type, declaration] of Object.entries(group)) {
        if (!this.schemas.has(type)) throw new Error(`Personal data declared for unregistered event type ${type}`);
        if (this.personalData.has(type)) throw new Error(`Personal data of ${type} is declared twice`);
        this.personalData.set(type, declaration);
      }
    }
    return this;
  }

  /** The type's personal-data declaration, if it has one. */
  personal(type: string): PersonalDeclaration | undefined {
    return this.personalData.get(type);
  }

  /** The type's schema (for the tests that walk every event's fields). */
  schema(type: string): z.ZodType | undefined {
    return this.schemas.get(type);
  }

  /** A stored event's data in the current shape: every upcaster of its type, in order. Validation comes after. */
  upcast(type: string, data: unknown): unknown {
    const upcasters = this.upcasters.get(type);
    return upcasters ? upcasters.reduce((current, upcaster) => upcaster(current), data) : data;
  }

  has(type: string): boolean {
    return this.schemas.has(type);
  }

  types(): string[] {
    return [...this.schemas.keys()];
  }

  /** Parses an event's data; throws UnknownEventTypeError or InvalidEventError. */
  parse(type: string, data: unknown): unknown {
    const schema = this.schemas.get(type);
    if (!schema) throw new UnknownEventTypeError(type);
    const result = schema.safeParse(data);
    if (!result.success) throw new InvalidEventError(type, result.error.message);
    return result.data;
  }
}

export class UnknownEventTypeError extends Error {
  constructor(readonly eventType: string) {
    super(`Unknown event type: ${eventType}`);
    this.name = 'UnknownEventTypeError';
  }
}

export class InvalidEventError extends Error {
  constructor(
    readonly eventType: string,
    detail: string,
  ) {
    super(`Invalid ${eventType} event: ${detail}`);
    this.name = 'InvalidEventError';
  }
}
