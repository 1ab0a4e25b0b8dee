import { describe, expect, it } from 'vitest';
import { checkCommand } from './checkCommand';
import { labSteps } from './labSteps';

const create =
  'bin/kafka-topics.sh --create --topic orders --partitions 3 --replication-factor 1 --bootstrap-server localhost:9092';

describe('checkCommand', () => {
  it('accepts every shipped command as written', () => {
    for (const step of labSteps.en) expect(checkCommand(step.command, step.command)).toBeNull();
  });

  it('ignores spacing, a pasted prompt, the bin/ prefix, option order and the = form', () => {
    expect(
      checkCommand(
        '$   kafka-topics.sh --topic=orders  --create --bootstrap-server localhost:9092 --replication-factor 1 --partitions 3 ',
        create,
      ),
    ).toBeNull();
    expect(
      checkCommand(
        './bin/kafka-topics.sh "--create" --topic \'orders\' --partitions 3 --replication-factor 1 --bootstrap-server localhost:9092',
        create,
      ),
    ).toBeNull();
  });

  it('names the first difference as a hint', () => {
    expect(checkCommand('  ', create)).toEqual({ reason: 'empty' });
    expect(checkCommand('kafka-configs.sh --create', create)).toEqual({
      reason: 'tool',
      expected: 'kafka-topics.sh',
    });
    expect(
      checkCommand('kafka-topics.sh --create --topic orders --partitions 3 --replication-factor 1', create),
    ).toEqual({
      reason: 'missing',
      option: '--bootstrap-server localhost:9092',
    });
    expect(checkCommand(`${create} --if-not-exists`, create)).toEqual({
      reason: 'unexpected',
      option: '--if-not-exists',
    });
    expect(checkCommand(create.replace('--partitions 3', '--partitions 2'), create)).toEqual({
      reason: 'value',
      option: '--partitions',
      expected: '3',
    });
    expect(checkCommand('bin/kafka-storage.sh random-uid', 'bin/kafka-storage.sh random-uuid')).toEqual({
      reason: 'missing',
      option: 'random-uuid',
    });
    expect(
      checkCommand(
        'bin/kafka-server-start.sh config/server.properties extra',
        'bin/kafka-server-start.sh config/server.properties',
      ),
    ).toEqual({
      reason: 'unexpected',
      option: 'extra',
    });
  });

  it('is case-sensitive, like a shell', () => {
    expect(checkCommand(create.replace('orders', 'Orders'), create)).toEqual({
      reason: 'value',
      option: '--topic',
      expected: 'orders',
    });
  });
});
