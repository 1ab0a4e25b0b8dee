import type { SeedTest } from '../types';
import { fundamentalsFr } from './fr/fundamentals';

export const fundamentalsTest: SeedTest = {
  slug: 'kafka-fundamentals',
  title: 'Kafka Fundamentals Practice Test',
  description:
    'A free 24-question warm-up covering producers, consumers, brokers, Kafka Streams, Kafka Connect and ksqlDB at beginner-to-intermediate level. Use it to find the areas you need to study before the full CCDAK-style exams.',
  timeLimit: 1800,
  passingScore: 70,
  isFree: true,
  price: 0,
  currency: 'USD',
  fr: fundamentalsFr,
  questions: [
    // ---------------------------------------------------------------- Producer
    {
      domain: 'Producer',
      text: 'A topic has replication.factor=3 and min.insync.replicas=2. Two followers have fallen out of the ISR, so only the leader is in sync. What happens when a producer configured with acks=all sends a record to this partition?',
      choices: [
        {
          text: 'The leader acknowledges the record as soon as it is written to its own log.',
          correct: false,
        },
        {
          text: 'The record is accepted and the leader waits until the followers rejoin the ISR before acknowledging it, however long that takes.',
          correct: false,
        },
        {
          text: 'The broker rejects the write with a NOT_ENOUGH_REPLICAS error, which the producer treats as retriable until delivery.timeout.ms expires.',
          correct: true,
        },
        {
          text: 'The partition becomes unavailable to consumers as well as producers until the ISR grows back to 2.',
          correct: false,
        },
      ],
      explanation:
        'With acks=all the leader only accepts a write when the ISR has at least min.insync.replicas members; with one in-sync replica and min.insync.replicas=2 it rejects the request with NOT_ENOUGH_REPLICAS, a retriable error the producer keeps retrying until delivery.timeout.ms. Acknowledging after only the leader write is what acks=1 does. Consumers are not affected: they can still read data that was committed before the ISR shrank.',
      references: [
        {
          title: 'Kafka documentation: Replication',
          url: 'https://kafka.apache.org/documentation/#replication',
        },
        {
          title: 'Producer configuration: acks',
          url: 'https://kafka.apache.org/documentation/#producerconfigs_acks',
        },
      ],
    },
    {
      domain: 'Producer',
      text: 'Since Apache Kafka 3.0, which two producer settings are in effect by default when the application does not set them explicitly? (Choose two.)',
      choices: [
        { text: 'acks=1', correct: false },
        { text: 'acks=all', correct: true },
        { text: 'enable.idempotence=true', correct: true },
        { text: 'max.in.flight.requests.per.connection=1', correct: false },
        { text: 'retries=0', correct: false },
      ],
      explanation:
        'KIP-679 changed the producer defaults in Kafka 3.0 to acks=all and enable.idempotence=true, giving the strongest delivery guarantee out of the box. acks=1 was the default before 3.0, which is why it is a tempting answer. The defaults for max.in.flight.requests.per.connection and retries are 5 and Integer.MAX_VALUE respectively, not 1 and 0.',
      references: [
        {
          title: 'KIP-679: Producer will enable the strongest delivery guarantee by default',
          url: 'https://cwiki.apache.org/confluence/display/KAFKA/KIP-679%3A+Producer+will+enable+the+strongest+delivery+guarantee+by+default',
        },
      ],
    },
    {
      domain: 'Producer',
      text: 'A producer has enable.idempotence=true and max.in.flight.requests.per.connection=5. What does idempotence guarantee?',
      choices: [
        {
          text: 'Internal retries cannot write duplicates to a partition, and records are kept in send order within each partition.',
          correct: true,
        },
        {
          text: 'Records written to several partitions are committed atomically, all or nothing.',
          correct: false,
        },
        {
          text: 'Each record is processed exactly once by every consumer group that reads the topic.',
          correct: false,
        },
        {
          text: 'Each record is flushed to disk on every replica before the broker acknowledges it.',
          correct: false,
        },
      ],
      explanation:
        'The broker tracks a producer ID and per-partition sequence numbers, so a retried batch that was already written is recognised and discarded, and ordering is preserved with up to 5 in-flight requests per connection. Atomic writes across several partitions require transactions (transactional.id), not idempotence alone. Idempotence says nothing about how consumers process records, and Kafka relies on replication rather than forced fsync for durability.',
      references: [
        {
          title: 'Producer configuration: enable.idempotence',
          url: 'https://kafka.apache.org/documentation/#producerconfigs_enable.idempotence',
        },
        {
          title: 'Kafka documentation: Message delivery semantics',
          url: 'https://kafka.apache.org/documentation/#semantics',
        },
      ],
    },
    {
      domain: 'Producer',
      text: 'A producer sends records with non-null keys and uses the built-in partitioning logic (no custom partitioner). Which statement is true?',
      choices: [
        {
          text: 'Records are spread across partitions in round-robin order regardless of their keys.',
          correct: false,
        },
        {
          text: 'The broker that leads the topic chooses the partition for each record.',
          correct: false,
        },
        {
          text: 'The partition is chosen by hashing the key (murmur2) modulo the number of partitions, so records with the same key go to the same partition as long as the partition count does not change.',
          correct: true,
        },
      ],
      explanation:
        'For keyed records the producer hashes the serialized key with murmur2 and takes it modulo the partition count, which keeps all records for a key in one partition and therefore in order. Adding partitions changes the modulo and can send a key to a different partition. Round-robin or sticky batching applies only to records with a null key, and partitioning is always decided on the client, not by the broker.',
    },
    {
      domain: 'Producer',
      text: 'Which two producer configuration changes help throughput by letting the producer send fewer, larger batches? (Choose two.)',
      choices: [
        { text: 'Decreasing buffer.memory', correct: false },
        { text: 'Increasing linger.ms', correct: true },
        { text: 'Setting max.in.flight.requests.per.connection=1', correct: false },
        { text: 'Increasing batch.size', correct: true },
      ],
      explanation:
        'linger.ms makes the producer wait a little for more records before sending a batch, and batch.size raises the maximum number of bytes per partition batch, so together they produce fewer and larger requests. Limiting in-flight requests to 1 reduces throughput because the producer must wait for each response before sending the next request. Shrinking buffer.memory leaves less room to accumulate batches and can block send().',
    },

    // ---------------------------------------------------------------- Consumer
    {
      domain: 'Consumer',
      text: 'A consumer in a brand-new consumer group subscribes to a topic that already contains data. The group has no committed offsets and auto.offset.reset=latest. Where does the consumer start reading?',
      choices: [
        {
          text: 'At the end of each partition, so it only receives records produced after it is assigned the partition',
          correct: true,
        },
        { text: 'At the earliest offset still available in each partition', correct: false },
        {
          text: 'Nowhere: poll() throws an exception because no committed offset exists',
          correct: false,
        },
        { text: 'At offset 0 of every partition, even if that data has been deleted', correct: false },
      ],
      explanation:
        'auto.offset.reset applies when a group has no valid committed offset; latest (the default) positions the consumer at the log end offset, so existing data is skipped. earliest would start at the oldest retained record, and none is the setting that makes the consumer throw an exception instead. Offset 0 is not special: once old segments are deleted the earliest offset is higher than 0.',
      references: [
        {
          title: 'Consumer configuration: auto.offset.reset',
          url: 'https://kafka.apache.org/documentation/#consumerconfigs_auto.offset.reset',
        },
      ],
    },
    {
      domain: 'Consumer',
      text: 'A topic has 6 partitions. A consumer group reading it has 8 running consumers. What happens?',
      choices: [
        {
          text: 'Two partitions are each shared by two consumers so that all 8 consumers do work.',
          correct: false,
        },
        {
          text: 'The group coordinator rejects the last two consumers when they try to join.',
          correct: false,
        },
        { text: 'The topic is automatically expanded to 8 partitions.', correct: false },
        { text: 'Six consumers get one partition each and two consumers stay idle.', correct: true },
      ],
      explanation:
        'Within a consumer group each partition is assigned to at most one consumer, so parallelism is capped by the number of partitions and the extra consumers receive no partitions. They still join the group and act as standbys that take over partitions if another member leaves. Kafka never adds partitions automatically, and the coordinator does not reject extra members.',
    },
    {
      domain: 'Consumer',
      text: 'Which three events trigger a rebalance of a consumer group? (Choose three.)',
      choices: [
        { text: 'A new consumer with the same group.id joins the group', correct: true },
        { text: 'A consumer in the group commits its offsets', correct: false },
        {
          text: 'A consumer stops sending heartbeats for longer than session.timeout.ms',
          correct: true,
        },
        { text: 'A producer starts writing to one of the subscribed topics', correct: false },
        {
          text: 'A consumer takes longer than max.poll.interval.ms between two calls to poll()',
          correct: true,
        },
      ],
      explanation:
        'Partition assignments are recomputed whenever group membership changes: a member joining, a member being declared dead after missing heartbeats for session.timeout.ms, or a member leaving the group because it exceeded max.poll.interval.ms between polls. Committing offsets is a normal operation that does not change membership. Producers are not group members, so their activity never causes a consumer rebalance.',
    },
    {
      domain: 'Consumer',
      text: 'What is the effect of setting isolation.level=read_committed on a consumer?',
      choices: [
        {
          text: 'poll() returns only records whose offsets have already been committed by the consumer group.',
          correct: false,
        },
        {
          text: 'poll() returns non-transactional records and records from committed transactions, but never records from aborted transactions.',
          correct: true,
        },
        {
          text: 'poll() returns only records that have reached all in-sync replicas, whereas read_uncommitted consumers can see records that exist only on the leader.',
          correct: false,
        },
        { text: 'Nothing; read_committed is already the default isolation level.', correct: false },
      ],
      explanation:
        'A read_committed consumer reads only up to the last stable offset and filters out records from aborted transactions, which is required for end-to-end exactly-once pipelines. The ISR distractor is wrong because every consumer, whatever its isolation level, only sees records below the high watermark, that is, records already replicated to the ISR. The default isolation.level is read_uncommitted.',
      references: [
        {
          title: 'Consumer configuration: isolation.level',
          url: 'https://kafka.apache.org/documentation/#consumerconfigs_isolation.level',
        },
        {
          title: 'KIP-98: Exactly Once Delivery and Transactional Messaging',
          url: 'https://cwiki.apache.org/confluence/display/KAFKA/KIP-98+-+Exactly+Once+Delivery+and+Transactional+Messaging',
        },
      ],
    },
    {
      domain: 'Consumer',
      text: 'Which two statements describe advantages of the CooperativeStickyAssignor over the eager RangeAssignor? (Choose two.)',
      choices: [
        {
          text: 'During a rebalance, consumers keep processing the partitions that are not being moved instead of revoking all partitions first.',
          correct: true,
        },
        { text: 'Rebalances no longer occur when a consumer joins the group.', correct: false },
        {
          text: 'Two consumers in the same group can read the same partition to share its load.',
          correct: false,
        },
        {
          text: 'It tries to keep each partition on the consumer that already owns it, minimising partition movement.',
          correct: true,
        },
      ],
      explanation:
        'The cooperative protocol performs incremental rebalancing: only the partitions that must move are revoked, so the rest of the group keeps consuming, and the sticky logic preserves existing assignments as far as possible. Rebalances still happen when membership changes; they are just less disruptive. No assignor lets two members of the same group consume the same partition.',
      references: [
        {
          title: 'KIP-429: Kafka Consumer Incremental Rebalance Protocol',
          url: 'https://cwiki.apache.org/confluence/display/KAFKA/KIP-429%3A+Kafka+Consumer+Incremental+Rebalance+Protocol',
        },
      ],
    },

    // ------------------------------------------------------------------ Broker
    {
      domain: 'Broker',
      text: 'A topic uses cleanup.policy=compact. How do you make Kafka remove all data for the key user-42?',
      choices: [
        { text: 'Produce a record with key user-42 and an empty string as the value', correct: false },
        { text: 'Set retention.ms=0 for the key user-42 with kafka-configs.sh', correct: false },
        {
          text: 'Produce a record with key user-42 and a null value (a tombstone)',
          correct: true,
        },
        { text: 'Delete the segment file that contains key user-42', correct: false },
      ],
      explanation:
        'In a compacted topic a null value is a tombstone: compaction removes the earlier values for that key, and the tombstone itself is removed after delete.retention.ms. An empty string is a real value, so it becomes the latest value for the key instead of deleting it. Retention settings apply to whole topics rather than keys, and deleting segment files by hand corrupts the log.',
    },
    {
      domain: 'Broker',
      text: 'What is the trade-off of setting unclean.leader.election.enable=true?',
      choices: [
        {
          text: 'Leader elections become slower, but no committed data can be lost.',
          correct: false,
        },
        {
          text: 'A partition can stay available when no in-sync replica is alive, but records that were committed on the old leader may be lost.',
          correct: true,
        },
        {
          text: 'Producers must use acks=0, but throughput increases.',
          correct: false,
        },
        {
          text: 'Only replicas in the ISR can become leader, which reduces availability.',
          correct: false,
        },
      ],
      explanation:
        'Unclean leader election lets an out-of-sync replica become leader when all ISR members are down, so the partition comes back online sooner, but any records that replica never received are lost. The default is false, which favours consistency: only ISR members can be elected and the partition stays offline until one returns. The setting has no effect on which acks values producers may use.',
    },
    {
      domain: 'Broker',
      text: 'A topic with cleanup.policy=delete has retention.ms=604800000 (7 days) and retention.bytes=1073741824 (1 GiB). Which two statements are true? (Choose two.)',
      choices: [
        {
          text: 'Old segments become eligible for deletion when either the time limit or the size limit is exceeded.',
          correct: true,
        },
        {
          text: 'Each record is deleted individually at the moment it becomes older than 7 days.',
          correct: false,
        },
        {
          text: 'The retention.bytes limit applies to each partition, not to the whole topic.',
          correct: true,
        },
        { text: 'Data is deleted only when both limits are exceeded at the same time.', correct: false },
      ],
      explanation:
        'Time-based and size-based retention are independent, so whichever limit is reached first makes the oldest segments deletable, and retention.bytes is enforced per partition log. Deletion removes whole log segments, never single records, so a record can outlive retention.ms until its segment is deleted; requiring both limits at once is not how Kafka combines them.',
    },
    {
      domain: 'Broker',
      text: 'Which two statements about a Kafka cluster running in KRaft mode are true? (Choose two.)',
      choices: [
        {
          text: 'ZooKeeper is still required to elect the active controller.',
          correct: false,
        },
        {
          text: 'Cluster metadata is stored in the internal __cluster_metadata topic, replicated among the controllers with the Raft protocol.',
          correct: true,
        },
        {
          text: 'Every broker in the cluster must be a voting member of the controller quorum.',
          correct: false,
        },
        {
          text: 'The process.roles setting decides whether a node acts as a broker, a controller, or both.',
          correct: true,
        },
      ],
      explanation:
        'KRaft replaces ZooKeeper with a quorum of controllers that replicate the metadata log (__cluster_metadata) using Raft, and each node declares process.roles as broker, controller or broker,controller. ZooKeeper is not used at all in KRaft mode and was removed entirely in Kafka 4.0. Only the nodes listed as controller voters form the quorum, so ordinary brokers are not voters.',
    },
    {
      domain: 'Broker',
      text: 'Which statement about in-sync replicas (ISR) is correct?',
      choices: [
        { text: 'The leader is never counted as a member of the ISR.', correct: false },
        {
          text: 'A record is considered committed as soon as the leader has written it to its own log.',
          correct: false,
        },
        {
          text: 'By default, consumers read from whichever ISR member is closest to them.',
          correct: false,
        },
        {
          text: 'A follower is removed from the ISR when it has not caught up with the leader for longer than replica.lag.time.max.ms.',
          correct: true,
        },
      ],
      explanation:
        'The leader shrinks the ISR when a follower has not fully caught up within replica.lag.time.max.ms, and the follower is added back once it catches up. The leader itself is always part of the ISR, and a record is committed only when all current ISR members have it, which advances the high watermark. Consumers fetch from the leader by default; reading from followers requires client.rack and a replica.selector.class on the brokers.',
    },

    // ----------------------------------------------------------- Kafka Streams
    {
      domain: 'Kafka Streams',
      text: 'In Kafka Streams, how does a KTable built from a topic interpret each incoming record?',
      choices: [
        {
          text: 'As an upsert: the record replaces the current value for its key, and a null value deletes the key.',
          correct: true,
        },
        {
          text: 'As an independent event; all records with the same key are kept side by side.',
          correct: false,
        },
        { text: 'Only the first record for each key is kept; later records are ignored.', correct: false },
        {
          text: 'As an append to an in-memory list that is lost when the application restarts.',
          correct: false,
        },
      ],
      explanation:
        'A KTable is a changelog view: each record updates the latest value for its key and a tombstone (null value) removes the key. Treating every record as an independent fact is the KStream model. KTable state lives in a state store backed by a changelog topic, so it survives restarts.',
    },
    {
      domain: 'Kafka Streams',
      text: 'Which statement about a GlobalKTable is true?',
      choices: [
        {
          text: 'Its partitions are divided among the application instances, exactly like a KTable.',
          correct: false,
        },
        {
          text: 'It can only be used as the input of windowed aggregations.',
          correct: false,
        },
        {
          text: 'Every application instance holds a full copy of all partitions of the topic, so a KStream-GlobalKTable join does not require co-partitioning.',
          correct: true,
        },
      ],
      explanation:
        'A GlobalKTable is fully replicated to every instance, so any stream record can be joined with any table key locally and the input topics do not need the same partition count or key partitioning. The trade-off is that each instance must store and read the entire topic, which suits small reference data. A regular KTable is the one whose partitions are split among instances.',
    },
    {
      domain: 'Kafka Streams',
      text: 'A Kafka Streams instance that hosts a persistent state store crashes, and its task moves to another instance. How does the new instance rebuild the store?',
      choices: [
        {
          text: 'It copies the RocksDB files directly from the failed instance over the network.',
          correct: false,
        },
        {
          text: "It replays the store's changelog topic in Kafka (named <application.id>-<store name>-changelog).",
          correct: true,
        },
        { text: 'It reads the store contents from the __consumer_offsets topic.', correct: false },
        {
          text: 'It cannot; state stores start empty after a failover and must be re-populated by reprocessing the input from offset 0.',
          correct: false,
        },
      ],
      explanation:
        'By default every state store is logged to an internal changelog topic, and a task that moves to a new instance restores its store by replaying that topic before it resumes processing. Standby replicas (num.standby.replicas) can keep a warm copy to shorten this restoration. Instances never copy local RocksDB files between each other, and __consumer_offsets holds only committed offsets, not store data.',
    },

    // ----------------------------------------------------------- Kafka Connect
    {
      domain: 'Kafka Connect',
      text: 'You need to capture new rows from a relational database table and write them to a Kafka topic without writing any custom code. Which kind of component do you deploy?',
      choices: [
        { text: 'A sink connector', correct: false },
        { text: 'A source connector', correct: true },
        { text: 'A Kafka Streams application', correct: false },
        { text: 'A Single Message Transform', correct: false },
      ],
      explanation:
        'Source connectors import data from an external system into Kafka topics, while sink connectors export data from Kafka topics to an external system. A Kafka Streams application processes data already in Kafka and does not read from databases by itself. An SMT only modifies records that a connector is already moving.',
    },
    {
      domain: 'Kafka Connect',
      text: 'Which two statements about Kafka Connect in distributed mode are true? (Choose two.)',
      choices: [
        {
          text: 'Every worker must be started with the connector properties files on its command line.',
          correct: false,
        },
        {
          text: 'Workers started with the same group.id form one Connect cluster and share the connectors and tasks between them.',
          correct: true,
        },
        {
          text: 'If a worker fails, its tasks stay stopped until an administrator restarts that worker.',
          correct: false,
        },
        {
          text: 'Connector configurations, source offsets and connector/task status are stored in Kafka topics.',
          correct: true,
        },
      ],
      explanation:
        'Distributed workers with a common group.id coordinate through Kafka, keep configs, offsets and status in the config, offset and status storage topics, and rebalance connectors and tasks onto the surviving workers when one fails. Passing connector properties files on the command line is how standalone mode works; in distributed mode connectors are created through the REST API.',
    },
    {
      domain: 'Kafka Connect',
      text: 'Which settings determine the data format (for example Avro, JSON or plain strings) in which Kafka Connect writes record keys and values to Kafka?',
      choices: [
        { text: 'tasks.max', correct: false },
        { text: 'transforms', correct: false },
        { text: 'key.converter and value.converter', correct: true },
      ],
      explanation:
        "Converters translate between Connect's internal data representation and the bytes stored in Kafka, and they are chosen with key.converter and value.converter on the worker or overridden per connector. transforms configures Single Message Transforms, which change the content of records but not their serialization format. tasks.max only controls the maximum parallelism of a connector.",
    },

    // -------------------------------------------------------------------- KSQL
    {
      domain: 'ksqlDB',
      text: 'Which two statements correctly describe ksqlDB streams and tables? (Choose two.)',
      choices: [
        {
          text: 'A STREAM must declare a PRIMARY KEY column.',
          correct: false,
        },
        {
          text: 'A TABLE holds the latest value for each primary key, and a record with a null value deletes that row.',
          correct: true,
        },
        {
          text: 'A TABLE can only be created with CREATE TABLE AS SELECT, never directly on an existing topic.',
          correct: false,
        },
        {
          text: 'A STREAM is an append-only sequence of immutable events; a new row with an existing key does not replace earlier rows.',
          correct: true,
        },
      ],
      explanation:
        'A STREAM models immutable facts and keeps every event, while a TABLE models mutable state keyed by its PRIMARY KEY, with upserts and tombstone deletes. Streams may declare a KEY column but PRIMARY KEY is reserved for tables. A TABLE can be declared directly over an existing topic with CREATE TABLE and a WITH (KAFKA_TOPIC=...) clause.',
    },
    {
      domain: 'ksqlDB',
      text: 'What distinguishes a push query from a pull query in ksqlDB?',
      choices: [
        {
          text: 'A push query (with EMIT CHANGES) keeps running and sends new results to the client as they happen, while a pull query returns the current result and terminates.',
          correct: true,
        },
        {
          text: 'A pull query keeps running and streams changes, while a push query returns one result and terminates.',
          correct: false,
        },
        {
          text: 'Push queries can only be run from Java code, while pull queries can only be run from the ksqlDB CLI.',
          correct: false,
        },
      ],
      explanation:
        'A push query subscribes to changes: ending it with EMIT CHANGES makes the result an open-ended stream that keeps delivering rows until the client stops it. A pull query works like a traditional database lookup, returning the current state and then completing. Both kinds of query can be issued from the CLI, the REST API or the client libraries.',
    },
    {
      domain: 'ksqlDB',
      text: 'What does this statement do? CREATE STREAM high_value_orders AS SELECT * FROM orders WHERE amount > 1000 EMIT CHANGES;',
      choices: [
        {
          text: 'It runs once over the current contents of orders, writes the matching rows and stops.',
          correct: false,
        },
        { text: 'It deletes rows with amount <= 1000 from the orders topic.', correct: false },
        {
          text: 'It defines a view that stores no data and is evaluated each time it is queried.',
          correct: false,
        },
        {
          text: 'It creates a new stream backed by a new Kafka topic and starts a persistent query that continuously writes every matching order to it.',
          correct: true,
        },
      ],
      explanation:
        'CREATE STREAM ... AS SELECT registers a new stream, creates its backing topic (HIGH_VALUE_ORDERS by default) and starts a persistent query that keeps running on the ksqlDB servers, writing each new matching event. ksqlDB never modifies or deletes data in its source topic. The result is materialised in Kafka rather than recomputed on demand, and the query does not stop after existing data has been processed.',
    },
  ],
};
