import type { EventRegistry } from '@vitrina/domain/core/events';
import { hasPersonalFields, setValueAt, valueAt, type PersonalFields } from '@vitrina/domain/core/personal';
import type { DataKeyStore } from '@vitrina/infra/datakeys/port';
import { seal, unseal } from '@vitrina/infra/datakeys/wrap';

/** How a personal field is stored: an object no schema's string could be, holding iv ‖ tag ‖ ciphertext. */
export interface SealedField {
  $personal: string;
}
const VERSION = 'v1.';

export function isSealed(value: unknown): value is SealedField {
  return (
    typeof value === 'object' && value !== null && typeof (value as SealedField).$personal === 'string' && (value as SealedField).$personal.startsWith(VERSION)
  );
}

/**
 * Crypto-shredding for the event store (the validating decorator calls it, so both adapters alike): on append
 * the personal fields each event type declares (domain/core/personal.ts) are encrypted with AES-256-GCM under the
 * key of the person the event names, each bound to its event type and field; on read they are decrypted, or,
 * once that person's key is destroyed, read as the declared erased values. A field stored in clear (an event
 * from before encryption, until `npm run migrate:personal-data`) reads as it is.
 */
export class PersonalDataCipher {
  constructor(
    private readonly registry: EventRegistry,
    readonly keys: DataKeyStore,
  ) {}

  /** Whether events of this type carry personal fields (the rest pass through untouched, without a wait). */
  concerns(type: string): boolean {
    return hasPersonalFields(this.registry.personal(type));
  }

  /** The event's data with its personal fields sealed under its subject's key (a new object; the input stays). */
  async seal(type: string, data: unknown): Promise<unknown> {
    const declaration = this.declarationOf(type);
    const subject = declaration && subjectOf(declaration, data);
    if (!declaration || subject === undefined) return data;
    const key = await this.keys.keyFor(subject);
    const sealed = structuredClone(data);
    for (const [path, erased] of Object.entries(declaration.personal)) {
      const value = valueAt(sealed, path);
      if (value === undefined || value === null || isSealed(value)) continue;
      // A person erased already keeps no personal data: what would be written is what any read would show.
      setValueAt(sealed, path, key ? { $personal: VERSION + seal(key, Buffer.from(JSON.stringify(value)), `${type}.${path}`).toString('base64url') } : erased);
    }
    return sealed;
  }

  /** Opens the event's sealed fields in place: their values, or the erased ones if the key is gone. */
  async open(type: string, data: unknown): Promise<void> {
    const declaration = this.declarationOf(type);
    const subject = declaration && subjectOf(declaration, data);
    if (!declaration || subject === undefined) return;
    const sealed = Object.entries(declaration.personal).filter(([path]) => isSealed(valueAt(data, path)));
    if (sealed.length === 0) return;
    const key = await this.keys.find(subject);
    for (const [path, erased] of sealed) {
      // Another reader of the same event object (subscriptions share a read) may have opened it meanwhile.
      const value = valueAt(data, path);
      if (!isSealed(value)) continue;
      if (!key) {
        setValueAt(data, path, structuredClone(erased));
        continue;
      }
      const bytes = Buffer.from(value.$personal.slice(VERSION.length), 'base64url');
      setValueAt(data, path, JSON.parse(unseal(key, bytes, `${type}.${path}`).toString()) as unknown);
    }
  }

  private declarationOf(type: string): PersonalFields | undefined {
    const declaration = this.registry.personal(type);
    return hasPersonalFields(declaration) ? declaration : undefined;
  }
}

function subjectOf(declaration: PersonalFields, data: unknown): string | undefined {
  const subject = valueAt(data, declaration.subject);
  return typeof subject === 'string' && subject.length > 0 ? subject : undefined;
}
