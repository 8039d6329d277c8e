import type { RecordedEvent, Upcaster } from './event-store.port.js';

/** Upcasters registered per event type and schema version; applied in order on read. */
export class UpcasterRegistry {
  private readonly byKey = new Map<string, Upcaster>();

  register(upcaster: Upcaster): this {
    const key = `${upcaster.type}@${upcaster.fromSchemaVersion}`;
    if (this.byKey.has(key)) throw new Error(`Upcaster ${key} is already registered`);
    this.byKey.set(key, upcaster);
    return this;
  }

  apply(event: RecordedEvent): RecordedEvent {
    let current = event;
    for (;;) {
      const next = this.byKey.get(`${current.type}@${current.schemaVersion}`);
      if (!next) return current;
      current = { ...current, data: next.upcast(current.data), schemaVersion: current.schemaVersion + 1 };
    }
  }

  get isEmpty(): boolean {
    return this.byKey.size === 0;
  }
}
