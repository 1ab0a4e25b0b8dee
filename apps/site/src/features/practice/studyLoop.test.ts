import { domainNameOfKey, domainSet, missedSet, weakestDomain } from './studyLoop';

const q = (categoryName: string, correct: boolean) => ({ categoryName, correct });

describe('the study loop rules', () => {
  it('picks the domain with the lowest share right, a tie going to the one with more questions', () => {
    const result = {
      questions: [
        q('Producer', true),
        q('Producer', false),
        q('Consumer', false),
        q('Broker', true),
        q('ksqlDB', true),
        q('ksqlDB', false),
        q('ksqlDB', false),
        q('ksqlDB', true),
      ],
    };
    expect(weakestDomain(result)).toBe('Consumer');
    expect(weakestDomain({ questions: result.questions.filter((x) => x.categoryName !== 'Consumer') })).toBe(
      'ksqlDB',
    );
    expect(weakestDomain({ questions: [q('Broker', true)] })).toBeNull();
  });

  it('asks for the missed questions of the test, and ten of a domain across all tests', () => {
    expect(missedSet({ questions: [q('Producer', false), q('Broker', false), q('Broker', true)] })).toEqual({
      domains: [],
      count: 2,
      source: 'missed',
      scope: 'test',
    });
    expect(domainSet('Security')).toEqual({ domains: ['Security'], count: 10, source: 'all', scope: 'all' });
  });

  it('reads a domain key from a link', () => {
    expect(domainNameOfKey('KAFKA_STREAMS')).toBe('Kafka Streams');
    expect(domainNameOfKey('KSQLDB')).toBe('ksqlDB');
    expect(domainNameOfKey('producer')).toBe('Producer');
    expect(domainNameOfKey('ZOOKEEPER')).toBeNull();
    expect(domainNameOfKey(null)).toBeNull();
  });
});
