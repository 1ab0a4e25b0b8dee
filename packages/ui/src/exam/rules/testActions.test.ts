import { freeTest, lockedTest, pausedTest } from '../fixtures';
import { chooseTestAction, displayStatus, isExpiringSoon } from './testActions';
import { countActiveFilters, filterTests, topicsOf } from './filterTests';
import { sampleTests } from '../fixtures';

describe('chooseTestAction', () => {
  it('unlocks a paid test without access before anything else', () => {
    expect(chooseTestAction({ ...lockedTest, hasAbandonedTest: true, bestScore: 90 })).toBe('unlock');
  });

  it('never asks to unlock a free test, even without an access record', () => {
    expect(chooseTestAction({ ...freeTest, hasAccess: false })).toBe('start');
  });

  it('continues an abandoned test before offering a retake', () => {
    expect(chooseTestAction({ ...pausedTest, bestScore: 78 })).toBe('continue');
  });

  it('offers a retake once a best score exists, including a score of 0', () => {
    expect(chooseTestAction({ ...freeTest, bestScore: 0 })).toBe('retake');
  });

  it('starts otherwise', () => {
    expect(chooseTestAction(freeTest)).toBe('start');
  });
});

describe('displayStatus', () => {
  it.each([
    ['COMPLETED', false, 'COMPLETED'],
    ['PAUSED', true, 'PAUSED'],
    ['NOT STARTED', false, 'NOT STARTED'],
    [null, false, 'NOT STARTED'],
    // A tab closed mid-test leaves the session in progress on the server: it reads Paused, like its Continue.
    ['IN PROGRESS', true, 'PAUSED'],
    // An older open session beside a newer completed one: the card offers Continue, so it says Paused.
    ['COMPLETED', true, 'PAUSED'],
  ] as const)('shows %s (open session: %s) as %s', (lastStatus, hasAbandonedTest, shown) => {
    expect(displayStatus({ lastStatus, hasAbandonedTest })).toBe(shown);
  });
});

describe('isExpiringSoon', () => {
  it('warns at 7 days or fewer, not at 8 or without a date', () => {
    expect([isExpiringSoon(0), isExpiringSoon(7), isExpiringSoon(8), isExpiringSoon(null)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('filterTests', () => {
  const titles = (filters: Parameters<typeof filterTests>[1]) =>
    filterTests(sampleTests, filters).map((t) => t.id);

  it('returns every test without filters', () => {
    expect(titles({})).toHaveLength(sampleTests.length);
  });

  it('keeps free or premium tests', () => {
    expect(titles({ access: 'free' })).toEqual([1, 5]);
    expect(titles({ access: 'premium' })).toEqual([2, 3, 4, 6]);
  });

  it('filters by the status the card shows', () => {
    expect(titles({ status: 'PAUSED' })).toEqual([2]);
    expect(titles({ status: 'COMPLETED' })).toEqual([4, 5]);
    expect(titles({ status: 'NOT STARTED' })).toEqual([1, 3, 6]);
  });

  it('filters by topic and searches title, description and topics case-insensitively', () => {
    expect(titles({ topic: 'ksqlDB' })).toEqual([2, 3, 5]);
    expect(titles({ query: '  STREAMS ' })).toEqual([2, 3, 4]);
    expect(titles({ query: 'operators' })).toEqual([6]);
  });

  it('combines filters', () => {
    expect(titles({ access: 'premium', status: 'COMPLETED', topic: 'Kafka Streams' })).toEqual([4]);
    expect(titles({ access: 'free', query: 'streams' })).toEqual([]);
  });

  it('counts the active panel filters, not the search', () => {
    expect(countActiveFilters({ query: 'kafka', access: 'all', status: 'all', topic: 'all' })).toBe(0);
    expect(countActiveFilters({ access: 'free', status: 'PAUSED', topic: 'Broker' })).toBe(3);
  });

  it('lists topics once in first-seen order', () => {
    expect(topicsOf(sampleTests)).toEqual([
      'Producer',
      'Consumer',
      'Broker',
      'Kafka Streams',
      'Kafka Connect',
      'ksqlDB',
      'Schema Registry',
      'Security',
      'Testing',
      'Monitoring',
    ]);
  });
});
