import type { Schemas } from '../contract/types';
import { DOMAINS } from '../db/seed/types';

export type DomainName = Schemas['DomainName'];
export type DomainKey = Schemas['DomainKey'];

/** `Kafka Streams` → `KAFKA_STREAMS`. */
export function domainKey(name: string): DomainKey {
  return name.toUpperCase().replaceAll(' ', '_') as DomainKey;
}

export function asDomainName(name: string): DomainName {
  return name as DomainName;
}

/** The domains present, in the contract's order. */
export function sortDomains(names: Iterable<string>): DomainName[] {
  const present = new Set(names);
  return DOMAINS.filter((d) => present.has(d));
}
