// @vitest-environment node
import { matchesQuery } from './search';

describe('matchesQuery', () => {
  it('matches anywhere, ignoring case, accents and spaces', () => {
    expect(matchesQuery('  STREAMS ', 'Kafka Streams essentials')).toBe(true);
    expect(matchesQuery('developpeur', 'Test du développeur Kafka')).toBe(true);
    expect(matchesQuery('connect', 'Producers', 'Kafka Connect in practice')).toBe(true);
    expect(matchesQuery('zookeeper', 'Kafka Streams')).toBe(false);
  });

  it('matches everything with an empty query', () => {
    expect(matchesQuery('   ', 'anything')).toBe(true);
  });
});
