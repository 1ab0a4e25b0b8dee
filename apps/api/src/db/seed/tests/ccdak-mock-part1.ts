import type { SeedQuestion } from '../types';

// CCDAK full mock, part 1: Producer (14) and Consumer (14).
export const ccdakMockPart1: SeedQuestion[] = [
  // ---------------------------------------------------------------- Producer
  {
    domain: 'Producer',
    text: 'A developer creates a KafkaProducer with a Kafka 3.x client and sets only bootstrap.servers, key.serializer and value.serializer. Which acks setting is in effect?',
    choices: [
      { text: 'acks=1', correct: false },
      { text: 'acks=0', correct: false },
      { text: 'acks=all', correct: true },
      { text: 'acks=1, unless enable.idempotence is explicitly set to true', correct: false },
    ],
    explanation:
      'Since Apache Kafka 3.0 (KIP-679) the producer defaults to acks=all together with enable.idempotence=true, so the leader waits for the full in-sync replica set before acknowledging. acks=1 was the default before 3.0, which is why it is the most tempting wrong answer.',
  },
  {
    domain: 'Producer',
    text: 'A producer explicitly sets enable.idempotence=true. Which settings must also hold, or the producer fails with a ConfigException? (Choose three.)',
    choices: [
      { text: 'acks=all', correct: true },
      { text: 'max.in.flight.requests.per.connection=1', correct: false },
      { text: 'retries greater than 0', correct: true },
      { text: 'transactional.id must be set', correct: false },
      { text: 'max.in.flight.requests.per.connection less than or equal to 5', correct: true },
    ],
    explanation:
      'The idempotent producer requires acks=all, retries greater than 0 and at most 5 in-flight requests per connection; the broker tracks sequence numbers for up to 5 in-flight batches, so ordering is preserved without limiting in-flight requests to 1. A transactional.id is only needed for transactions, not for idempotence alone.',
  },
  {
    domain: 'Producer',
    text: 'Which statement correctly describes the producer setting delivery.timeout.ms?',
    choices: [
      {
        text: 'It is the maximum time a single produce request waits for a broker response before that request is retried.',
        correct: false,
      },
      {
        text: 'It is an upper bound on the time between send() returning and success or failure being reported, covering time spent batching, awaiting acknowledgement and retrying.',
        correct: true,
      },
      {
        text: 'It limits how long send() itself may block when the record accumulator buffer is full.',
        correct: false,
      },
      { text: 'It is how long the producer waits for more records before sending a batch.', correct: false },
    ],
    explanation:
      'delivery.timeout.ms (default 120000) bounds the total time to report the outcome of a record: time waiting in a batch, time awaiting the broker acknowledgement and time spent on retries; it should be at least linger.ms + request.timeout.ms. The per-request timeout is request.timeout.ms, blocking inside send() is bounded by max.block.ms, and waiting to fill a batch is linger.ms.',
  },
  {
    domain: 'Producer',
    text: 'A producer sends many small records and the team wants better throughput and a better compression ratio, accepting a few milliseconds of extra latency. Which changes help most directly? (Choose two.)',
    choices: [
      { text: 'Set max.in.flight.requests.per.connection=1', correct: false },
      { text: 'Increase linger.ms', correct: true },
      { text: 'Reduce batch.size to 1 KB', correct: false },
      { text: 'Increase batch.size', correct: true },
    ],
    explanation:
      'linger.ms lets the producer wait a little for more records to join a batch, and a larger batch.size allows each per-partition batch to hold more data; bigger batches mean fewer requests and better compression because compression is applied per batch. Limiting in-flight requests to 1 reduces throughput, and shrinking batch.size does the opposite of what is wanted.',
  },
  {
    domain: 'Producer',
    text: 'Producers write keyed records to a topic with 6 partitions using the default partitioner. An administrator increases the partition count to 8. What is the effect?',
    choices: [
      {
        text: 'Existing records are redistributed across the 8 partitions so that every key stays on a single partition.',
        correct: false,
      },
      {
        text: 'Keys keep their original partition because the producer caches the key-to-partition mapping permanently.',
        correct: false,
      },
      { text: 'The brokers reject keyed records until all producers are restarted.', correct: false },
      {
        text: 'Existing records stay where they are, but new records for some keys now hash to a different partition, so per-key ordering across old and new data is no longer guaranteed.',
        correct: true,
      },
    ],
    explanation:
      'The default partitioner maps a non-null key with murmur2(key) modulo the number of partitions, so changing the partition count changes the target partition for many keys. Kafka never moves existing records between partitions, so a key can end up with older records in one partition and newer records in another. This is why topics that rely on key ordering should be created with enough partitions up front.',
  },
  {
    domain: 'Producer',
    text: 'A Kafka 3.x producer uses the default partitioning (partitioner.class not set) and sends records with a null key and no explicit partition. How are the records distributed?',
    choices: [
      {
        text: 'Strict round-robin: each consecutive record goes to the next partition.',
        correct: false,
      },
      {
        text: 'Consecutive records go to the same partition until about a batch worth of data has been sent to it, then the producer switches to another partition.',
        correct: true,
      },
      { text: 'All records go to partition 0.', correct: false },
      { text: 'The partition is chosen by hashing the serialized value.', correct: false },
    ],
    explanation:
      'Since Kafka 2.4 (KIP-480), and refined in 3.3 (KIP-794), records without a key use sticky partitioning: the producer fills a batch for one partition and then moves on, which gives larger batches and lower latency while still spreading load over time. Per-record round-robin was the pre-2.4 behaviour and produced many small batches.',
  },
  {
    domain: 'Producer',
    text: 'Which statements about the producer setting transactional.id are correct? (Choose two.)',
    choices: [
      {
        text: 'Setting a transactional.id requires idempotence; configuring it together with enable.idempotence=false is rejected.',
        correct: true,
      },
      {
        text: 'The transaction coordinator assigns the transactional.id automatically when initTransactions() is called.',
        correct: false,
      },
      {
        text: 'When a new producer instance with the same transactional.id calls initTransactions(), the producer epoch is bumped and the older instance is fenced off.',
        correct: true,
      },
      {
        text: 'Once a producer uses transactions, all consumers skip records from aborted transactions regardless of their configuration.',
        correct: false,
      },
    ],
    explanation:
      'Transactions build on the idempotent producer, and the stable transactional.id lets the coordinator recognise a restarted instance: initTransactions() bumps the epoch, aborts any pending transaction and fences the zombie. The transactional.id is set by the application, not by the coordinator. Consumers only hide aborted records when they use isolation.level=read_committed; the default is read_uncommitted.',
  },
  {
    domain: 'Producer',
    text: 'In a consume-transform-produce loop using transactions, how should the input offsets be committed so that they are committed atomically with the output records?',
    choices: [
      {
        text: 'Call consumer.commitSync() after producer.commitTransaction() returns.',
        correct: false,
      },
      {
        text: 'Set enable.auto.commit=true on the consumer and isolation.level=read_committed.',
        correct: false,
      },
      {
        text: 'Call consumer.commitSync() between beginTransaction() and commitTransaction().',
        correct: false,
      },
      {
        text: 'Disable auto commit and call producer.sendOffsetsToTransaction(offsets, consumer.groupMetadata()) before producer.commitTransaction().',
        correct: true,
      },
    ],
    explanation:
      'sendOffsetsToTransaction() adds the consumer group offsets to the producer transaction, so the output records and the input offsets become visible together or not at all. A consumer commitSync() is a separate, non-transactional write to __consumer_offsets, so a crash between the two steps would cause duplicates or skipped input whether it happens inside or after the transaction.',
  },
  {
    domain: 'Producer',
    text: 'A producer uses enable.idempotence=false, acks=all, retries=2147483647 and max.in.flight.requests.per.connection=5. Which risks exist for records sent to the same partition? (Choose two.)',
    choices: [
      {
        text: 'Records can be written out of order if a batch fails and is retried after a later batch has succeeded.',
        correct: true,
      },
      {
        text: 'The producer fails at startup with a ConfigException because more than one in-flight request requires idempotence.',
        correct: false,
      },
      {
        text: 'A record can be written twice if the broker wrote it but the acknowledgement was lost and the producer retried.',
        correct: true,
      },
      {
        text: 'The broker silently drops retried batches because their sequence numbers are duplicates.',
        correct: false,
      },
    ],
    explanation:
      'Without idempotence the broker has no producer ID and sequence numbers to detect duplicates or reject out-of-order batches, so retries can cause both duplicates and reordering when several requests are in flight. Explicitly disabling idempotence is a valid configuration, so there is no ConfigException; duplicate detection by sequence number only happens when idempotence is enabled.',
  },
  {
    domain: 'Producer',
    text: 'Which statements about compression.type on the producer are correct? (Choose two.)',
    choices: [
      {
        text: 'Consumers must set the same compression.type as the producer to be able to read the data.',
        correct: false,
      },
      {
        text: 'Compression is applied to whole record batches, so larger batches usually compress better.',
        correct: true,
      },
      {
        text: 'Consumers decompress batches automatically; no consumer-side configuration is needed.',
        correct: true,
      },
      {
        text: 'Brokers always decompress every batch and recompress it with a broker-wide codec before writing it to disk.',
        correct: false,
      },
    ],
    explanation:
      'The producer compresses each batch (gzip, snappy, lz4 or zstd), the codec is recorded in the batch, and consumers decompress transparently. With the default topic setting compression.type=producer the broker keeps the producer codec rather than recompressing. There is no consumer compression setting to match.',
  },
  {
    domain: 'Producer',
    text: 'A Schema Registry subject uses the default BACKWARD compatibility. Which change to the Avro value schema will be accepted?',
    choices: [
      { text: 'Adding a new field with a default value', correct: true },
      { text: 'Adding a new field without a default value', correct: false },
      { text: 'Renaming an existing field without adding an alias', correct: false },
      { text: 'Changing a field type from string to int', correct: false },
    ],
    explanation:
      'BACKWARD means consumers using the new schema can read data written with the previous schema, so a new field needs a default to fill in when reading old records. Adding a field without a default breaks this, a rename without an alias is effectively a delete plus an add without a default, and string to int is not a valid Avro type promotion.',
  },
  {
    domain: 'Producer',
    text: 'A producer uses the Confluent KafkaAvroSerializer with default settings to write values to the topic orders. Under which Schema Registry subject is the value schema registered?',
    choices: [
      { text: 'orders', correct: false },
      { text: 'com.acme.Order (the fully qualified record name)', correct: false },
      { text: 'orders-value', correct: true },
      { text: 'orders-com.acme.Order', correct: false },
    ],
    explanation:
      'The default subject name strategy is TopicNameStrategy, which registers value schemas under <topic>-value and key schemas under <topic>-key. The fully qualified record name is used by RecordNameStrategy, and <topic>-<record name> by TopicRecordNameStrategy; both must be configured explicitly.',
  },
  {
    domain: 'Producer',
    text: 'Which exceptions are retriable, meaning the producer retries them automatically within delivery.timeout.ms? (Choose two.)',
    choices: [
      { text: 'RecordTooLargeException', correct: false },
      { text: 'NotLeaderOrFollowerException', correct: true },
      { text: 'SerializationException', correct: false },
      { text: 'NotEnoughReplicasException', correct: true },
      { text: 'TopicAuthorizationException', correct: false },
    ],
    explanation:
      'NotLeaderOrFollowerException (stale metadata after a leader change) and NotEnoughReplicasException (ISR temporarily below min.insync.replicas) are RetriableException subclasses, so the producer refreshes metadata or waits and retries. A record that is too large, a value that cannot be serialized or a missing ACL will not fix itself, so those errors are returned to the application immediately.',
  },
  {
    domain: 'Producer',
    text: 'Calls to producer.send() sometimes block for 60 seconds and then throw a TimeoutException because the buffer is full or metadata is unavailable. Which setting bounds this blocking time?',
    choices: [
      { text: 'request.timeout.ms', correct: false },
      { text: 'delivery.timeout.ms', correct: false },
      { text: 'linger.ms', correct: false },
      { text: 'max.block.ms', correct: true },
    ],
    explanation:
      'max.block.ms (default 60000) bounds how long send() may block waiting for topic metadata or for free space in buffer.memory before it throws. delivery.timeout.ms applies after send() has returned and the record is in the accumulator, and request.timeout.ms applies to individual requests sent to the broker.',
  },

  // ---------------------------------------------------------------- Consumer
  {
    domain: 'Consumer',
    text: 'A topic has 4 partitions. A consumer group subscribed to it has 6 running consumers. What happens?',
    choices: [
      {
        text: 'Two partitions are each shared by two consumers, which read them in parallel.',
        correct: false,
      },
      { text: 'Four consumers each get one partition and two consumers stay idle.', correct: true },
      { text: 'The group coordinator rejects the fifth and sixth consumers with an error.', correct: false },
      { text: 'The broker automatically adds two partitions to the topic.', correct: false },
    ],
    explanation:
      'Within a consumer group each partition is assigned to at most one consumer, so with 4 partitions at most 4 consumers are active and the extra ones sit idle as hot standbys that take over after a rebalance. Kafka never splits a partition between group members or adds partitions automatically.',
  },
  {
    domain: 'Consumer',
    text: 'Processing one batch returned by poll() sometimes takes 7 minutes. The consumer is then removed from the group and its commit fails with CommitFailedException, even though heartbeats are sent by the background thread. Which changes fix this? (Choose two.)',
    choices: [
      { text: 'Increase max.poll.interval.ms above the worst-case processing time', correct: true },
      { text: 'Increase session.timeout.ms', correct: false },
      { text: 'Decrease max.poll.records so each poll returns less work', correct: true },
      { text: 'Decrease heartbeat.interval.ms', correct: false },
    ],
    explanation:
      'max.poll.interval.ms (default 5 minutes) is the maximum time between poll() calls; if it is exceeded the consumer leaves the group and its partitions are reassigned. Allowing more time or returning fewer records per poll both keep the loop within the limit. session.timeout.ms and heartbeat.interval.ms only concern background heartbeats, which are still being sent, so changing them does not help.',
  },
  {
    domain: 'Consumer',
    text: 'With the classic consumer group protocol, which statement about heartbeat.interval.ms and session.timeout.ms is correct?',
    choices: [
      {
        text: 'session.timeout.ms is the maximum time allowed between two calls to poll().',
        correct: false,
      },
      {
        text: 'heartbeat.interval.ms must be larger than session.timeout.ms so that the coordinator is not flooded with heartbeats.',
        correct: false,
      },
      {
        text: 'heartbeat.interval.ms is how often the consumer sends heartbeats to the group coordinator and is typically set to no more than one third of session.timeout.ms.',
        correct: true,
      },
      {
        text: 'Both settings are only used when enable.auto.commit=true.',
        correct: false,
      },
    ],
    explanation:
      'The coordinator declares a member dead if it receives no heartbeat within session.timeout.ms, so heartbeats must be sent more often than that; the documentation recommends no more than one third of the session timeout. The limit between poll() calls is max.poll.interval.ms, and neither setting depends on the commit mode.',
  },
  {
    domain: 'Consumer',
    text: 'Consumer instances are restarted one by one during deployments, and each restart triggers two rebalances that pause the whole group. How can these rebalances be avoided if an instance comes back within about a minute?',
    choices: [
      {
        text: 'Give every instance the same group.instance.id.',
        correct: false,
      },
      {
        text: 'Give each instance a unique group.id.',
        correct: false,
      },
      {
        text: 'Set enable.auto.commit=false on all instances.',
        correct: false,
      },
      {
        text: 'Give each instance its own stable group.instance.id and set session.timeout.ms longer than the usual restart time.',
        correct: true,
      },
    ],
    explanation:
      'With static membership (KIP-345) a member identified by group.instance.id does not leave the group when it shuts down, and if it rejoins with the same id before session.timeout.ms expires it gets its previous assignment back without a rebalance. Sharing one group.instance.id would make the instances fence each other, and unique group.id values would create separate groups that each read all partitions.',
  },
  {
    domain: 'Consumer',
    text: 'Which statements about the CooperativeStickyAssignor are correct? (Choose two.)',
    choices: [
      {
        text: 'It only works with the new consumer group protocol (group.protocol=consumer).',
        correct: false,
      },
      {
        text: 'During a rebalance, consumers keep consuming the partitions that are not being moved.',
        correct: true,
      },
      {
        text: 'Moving a partition between consumers may take a follow-up rebalance: it is revoked in the first and assigned in the second.',
        correct: true,
      },
      {
        text: 'It revokes all partitions from all consumers at the start of every rebalance.',
        correct: false,
      },
    ],
    explanation:
      'Incremental cooperative rebalancing only revokes the partitions that must move, so the rest keep being consumed; a revoked partition is handed to its new owner in a follow-up rebalance. Revoking everything is the eager behaviour of RangeAssignor, RoundRobinAssignor and StickyAssignor. The cooperative assignor is a client-side assignor of the classic protocol.',
  },
  {
    domain: 'Consumer',
    text: 'Two consumers in the same group subscribe to topics A and B, each with 3 partitions, using the RangeAssignor. How many partitions does the first consumer (in sorted member order) receive?',
    choices: [
      { text: '3', correct: false },
      { text: '2', correct: false },
      { text: '4', correct: true },
      { text: '6', correct: false },
    ],
    explanation:
      'RangeAssignor works topic by topic: for each topic it splits the partitions into contiguous ranges and gives the extra partition to the first consumers. Here the first consumer gets 2 partitions of A and 2 of B, 4 in total, while the second gets 1 of each. A per-topic imbalance adds up across topics, which is one reason to choose a round-robin or sticky assignor.',
  },
  {
    domain: 'Consumer',
    text: 'A consumer in a brand-new consumer group subscribes to a topic that already holds a week of data. auto.offset.reset is not set. Where does the consumer start reading?',
    choices: [
      { text: 'At the earliest available offset, reading the whole week of data', correct: false },
      { text: 'It throws NoOffsetForPartitionException', correct: false },
      { text: 'At the offset of the record closest to the time the group was created', correct: false },
      {
        text: 'At the end of each partition, reading only records produced after it is assigned',
        correct: true,
      },
    ],
    explanation:
      'auto.offset.reset applies when the group has no committed offset (or it is out of range), and its default is latest, so a new group starts at the log end. earliest must be set explicitly to read existing data, and the exception is only thrown with auto.offset.reset=none.',
  },
  {
    domain: 'Consumer',
    text: 'A consumer with enable.auto.commit=false calls commitSync() right after poll() returns and only then processes the records. If it crashes in the middle of processing, which delivery semantics result?',
    choices: [
      { text: 'At-least-once', correct: false },
      { text: 'Exactly-once', correct: false },
      { text: 'At-most-once', correct: true },
    ],
    explanation:
      'Because the offsets are committed before processing, the consumer that takes over resumes after the committed position and the unprocessed records of the crashed batch are never processed: at-most-once. Committing after processing gives at-least-once, and exactly-once needs transactions or an idempotent sink.',
  },
  {
    domain: 'Consumer',
    text: 'A consumer has just finished processing the record at offset 41 of partition 0 and commits manually with commitSync(Map<TopicPartition, OffsetAndMetadata>). Which offset should it commit for that partition?',
    choices: [
      { text: '40', correct: false },
      { text: '41', correct: false },
      { text: '42', correct: true },
      { text: '0', correct: false },
    ],
    explanation:
      'The committed offset is the position of the next record to read, so after processing offset 41 the consumer commits 42. Committing 41 would make the record at offset 41 be processed again after a restart or rebalance.',
  },
  {
    domain: 'Consumer',
    text: 'A consumer sets isolation.level=read_committed. Which statements are correct? (Choose two.)',
    choices: [
      { text: 'Records from aborted transactions are not returned to the application.', correct: true },
      { text: 'Records written by non-transactional producers are not returned.', correct: false },
      { text: 'read_committed is the default isolation level.', correct: false },
      {
        text: 'poll() only returns records up to the Last Stable Offset, so a long-running open transaction delays later records in that partition.',
        correct: true,
      },
    ],
    explanation:
      'A read_committed consumer reads up to the Last Stable Offset (the first offset of the oldest open transaction) and filters out aborted transactional records. Non-transactional records are still returned. The default isolation.level is read_uncommitted, so it has to be set explicitly.',
  },
  {
    domain: 'Consumer',
    text: 'A consumer must reprocess its assigned partitions starting from yesterday at 09:00. What is the correct approach in the client API?',
    choices: [
      { text: 'Set auto.offset.reset=earliest and restart the consumer.', correct: false },
      { text: 'Call seekToBeginning() on the assigned partitions.', correct: false },
      {
        text: 'Call offsetsForTimes() with the timestamp for each partition, then seek() each partition to the returned offset.',
        correct: true,
      },
      { text: 'Change group.id so that the consumer starts again from yesterday.', correct: false },
    ],
    explanation:
      'offsetsForTimes() returns, for each partition, the earliest offset whose timestamp is at or after the given time, and seek() moves the consumer position there. auto.offset.reset only applies when there is no valid committed offset, and both seekToBeginning() and a new group.id with earliest would replay everything in the log, not just from 09:00.',
  },
  {
    domain: 'Consumer',
    text: 'Consumers on a high-volume topic send many small fetch requests and the brokers are overloaded. Consumers can tolerate a few hundred milliseconds of extra latency. Which changes reduce the number of fetch requests? (Choose two.)',
    choices: [
      { text: 'Decrease max.partition.fetch.bytes', correct: false },
      { text: 'Increase fetch.min.bytes', correct: true },
      { text: 'Set max.poll.records=1', correct: false },
      { text: 'Increase fetch.max.wait.ms', correct: true },
    ],
    explanation:
      'fetch.min.bytes (default 1) is the minimum amount of data the broker should return, and fetch.max.wait.ms is how long it may wait for that amount to accumulate; raising both makes each fetch return more data, so fewer requests are needed. Lowering max.partition.fetch.bytes makes responses smaller, and max.poll.records only limits how many buffered records one poll() call returns.',
  },
  {
    domain: 'Consumer',
    text: 'A consumer uses the Confluent KafkaAvroDeserializer. How does it find the schema that was used to write each record?',
    choices: [
      {
        text: 'It reads the schema ID embedded after the magic byte at the start of the message and fetches that schema from Schema Registry, caching it locally.',
        correct: true,
      },
      {
        text: 'It reads the full writer schema, which is stored in a header of every record.',
        correct: false,
      },
      {
        text: 'It always uses the latest schema registered for the subject as the writer schema.',
        correct: false,
      },
      { text: 'It infers the schema from the Avro binary data itself.', correct: false },
    ],
    explanation:
      'The Confluent wire format is a magic byte, a 4-byte schema ID and then the Avro-encoded data; the deserializer looks up the ID in Schema Registry once and caches the schema. Using the latest schema as the writer schema would break decoding of older records, and Avro binary data cannot be decoded without its writer schema.',
  },
  {
    domain: 'Consumer',
    text: 'kafka-consumer-groups.sh --describe shows CURRENT-OFFSET 1200 and LOG-END-OFFSET 1500 for one partition. What does the LAG column show?',
    choices: [
      { text: '1200: the number of records the group has already consumed', correct: false },
      { text: '2700: the total number of records in the partition', correct: false },
      {
        text: '300: the number of records between the group committed offset and the end of the partition',
        correct: true,
      },
      { text: '0: lag is only reported for consumers that are currently offline', correct: false },
    ],
    explanation:
      'Consumer lag is the log end offset minus the committed offset of the group, here 1500 - 1200 = 300 records still to be consumed. Lag that keeps growing means the consumers cannot keep up with the producers, which may call for more partitions and consumers or faster processing.',
  },
];
