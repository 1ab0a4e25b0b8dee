import type { SeedQuestion } from '../types';

// CCDAK full mock, part 2: Broker (12), Kafka Streams (8), Kafka Connect (6) and KSQL (6).
export const ccdakMockPart2: SeedQuestion[] = [
  // ---------------------------------------------------------------- Broker
  {
    domain: 'Broker',
    text: 'A topic has replication factor 3 and min.insync.replicas=2. Two of the three replicas of a partition go offline; the remaining replica is the leader and the only member of the ISR. Which statements are correct? (Choose three.)',
    choices: [
      { text: 'The partition goes offline and nobody can read from it.', correct: false },
      {
        text: 'Producers using acks=all receive NotEnoughReplicas errors and retry until delivery.timeout.ms expires.',
        correct: true,
      },
      { text: 'Producers using acks=1 can still write to the partition.', correct: true },
      { text: 'The leader lowers min.insync.replicas to 1 until the replicas return.', correct: false },
      { text: 'Consumers can still read from the partition.', correct: true },
    ],
    explanation:
      'min.insync.replicas is only enforced for acks=all writes, which are rejected with the retriable NotEnoughReplicasException while the ISR has fewer than 2 members. The partition still has a leader, so acks=1 (and acks=0) writes and consumer reads keep working. The broker never changes min.insync.replicas on its own.',
  },
  {
    domain: 'Broker',
    text: 'All in-sync replicas of a partition have failed and only an out-of-sync follower is still running. unclean.leader.election.enable has its default value. What happens?',
    choices: [
      {
        text: 'The partition stays unavailable until a replica that was in the ISR comes back.',
        correct: true,
      },
      {
        text: 'The out-of-sync follower becomes leader immediately and the records it is missing are lost.',
        correct: false,
      },
      {
        text: 'The controller copies the missing records to the follower from the consumer offsets topic.',
        correct: false,
      },
      { text: 'Producers automatically write to another partition of the topic.', correct: false },
    ],
    explanation:
      'unclean.leader.election.enable defaults to false, which favours consistency: only an ISR member can become leader, so the partition is offline until one returns. Setting it to true restores availability sooner by electing the out-of-sync replica, at the cost of losing the records it never replicated.',
  },
  {
    domain: 'Broker',
    text: 'When does a partition leader remove a follower from the in-sync replica set (ISR)?',
    choices: [
      {
        text: 'When the follower is more than replica.lag.max.messages messages behind the leader',
        correct: false,
      },
      {
        text: 'When the follower has not caught up to the leader log end offset for longer than replica.lag.time.max.ms',
        correct: true,
      },
      { text: 'When a consumer reads from the follower instead of the leader', correct: false },
      { text: 'When the follower uses a different log.segment.bytes value than the leader', correct: false },
    ],
    explanation:
      'ISR membership is time based: a follower that has not fetched up to the leader log end offset within replica.lag.time.max.ms (30 seconds by default) is removed, and it is added back once it catches up. The message-count setting replica.lag.max.messages was removed in Kafka 0.9 because it caused ISR flapping under bursty traffic.',
  },
  {
    domain: 'Broker',
    text: 'Which statements about KRaft mode are correct? (Choose two.)',
    choices: [
      { text: 'Every broker in the cluster is a voter in the controller quorum.', correct: false },
      {
        text: 'Starting with Apache Kafka 4.0, KRaft is the only supported mode because ZooKeeper support was removed.',
        correct: true,
      },
      {
        text: 'The controller quorum should have an even number of voters so that elections cannot tie.',
        correct: false,
      },
      {
        text: 'Cluster metadata is stored in the internal __cluster_metadata topic, replicated among the controllers with the Raft protocol.',
        correct: true,
      },
    ],
    explanation:
      'In KRaft the controller quorum keeps the metadata log (__cluster_metadata) and elects an active controller through Raft; brokers replicate that log to stay up to date. Only nodes whose process.roles include controller and that are configured as voters take part in the quorum. A majority quorum is normally sized 3 or 5 because an even number adds no extra fault tolerance.',
  },
  {
    domain: 'Broker',
    text: 'The broker that leads a partition crashes. Which component chooses the new leader, and from which replicas?',
    choices: [
      { text: 'The active controller, from the replicas in the ISR', correct: true },
      { text: 'The producers, by voting for the replica with the lowest latency', correct: false },
      { text: 'The group coordinator, from any replica that hosts the partition', correct: false },
      { text: 'The followers themselves, picking the one with the most disk space', correct: false },
    ],
    explanation:
      'The active controller detects the failure and elects a new leader from the remaining ISR members (unless unclean election is enabled), then spreads the updated metadata to the brokers. The group coordinator manages consumer groups, not partition leadership.',
  },
  {
    domain: 'Broker',
    text: 'A low-traffic topic was given retention.ms=3600000 (1 hour), but records older than one hour can still be consumed a day later. What is the most likely reason?',
    choices: [
      {
        text: 'retention.ms only applies to compacted topics.',
        correct: false,
      },
      {
        text: 'Retention is measured from the time each consumer group last read the partition.',
        correct: false,
      },
      {
        text: 'The records are still in the active segment, which is never deleted; it has not rolled yet because neither segment.bytes nor segment.ms has been reached.',
        correct: true,
      },
      { text: 'Topic-level retention overrides are ignored until the broker is restarted.', correct: false },
    ],
    explanation:
      'Retention deletes whole closed segments, and the active segment is only rolled when it reaches segment.bytes (1 GB by default) or segment.ms (7 days by default). On a quiet topic old records can therefore stay far beyond retention.ms; lowering segment.ms makes retention more precise. Topic overrides take effect dynamically and retention does not depend on consumers.',
  },
  {
    domain: 'Broker',
    text: 'Which statements about a topic with cleanup.policy=compact are correct? (Choose two.)',
    choices: [
      {
        text: 'A record with a key and a null value (tombstone) marks the key for deletion; the tombstone is kept for at least delete.retention.ms and then removed.',
        correct: true,
      },
      {
        text: 'Compaction guarantees that the log never holds more than one record per key at any moment.',
        correct: false,
      },
      {
        text: 'Compaction keeps at least the latest record for each key, and the retained records keep their original offsets.',
        correct: true,
      },
      { text: 'Records with a null key are accepted and compacted together under one key.', correct: false },
    ],
    explanation:
      'Compaction removes older records for a key, keeps the newest one with its original offset, and uses tombstones to delete keys; tombstones stay for delete.retention.ms so that consumers can see the deletion. The active segment and the not yet cleaned part of the log still hold several records per key, and a compacted topic rejects records with a null key.',
  },
  {
    domain: 'Broker',
    text: 'An administrator must keep data on the topic clicks for 2 days while all other topics keep the cluster default. What is the correct approach?',
    choices: [
      { text: 'Set log.retention.hours=48 in server.properties on every broker.', correct: false },
      {
        text: 'Set retention.ms=172800000 on the topic, for example with kafka-configs.sh --alter --entity-type topics --entity-name clicks --add-config retention.ms=172800000.',
        correct: true,
      },
      { text: 'Set retention.ms=172800000 in the producer configuration.', correct: false },
      { text: 'Delete and recreate the topic with a new replication factor.', correct: false },
    ],
    explanation:
      'Topic-level configs such as retention.ms override the broker defaults (log.retention.*) for that topic only, and can be changed at runtime with kafka-configs.sh or the Admin API. Changing server.properties would change the default for every topic that has no override, and retention is not a producer setting.',
  },
  {
    domain: 'Broker',
    text: 'A team considers increasing the number of partitions of an existing topic. Which statements are correct? (Choose two.)',
    choices: [
      { text: 'It allows more consumers in one group to consume the topic in parallel.', correct: true },
      { text: 'It also increases the replication factor of the topic.', correct: false },
      {
        text: 'The partition count cannot be decreased later, and keyed records may map to different partitions afterwards.',
        correct: true,
      },
      { text: 'It guarantees ordering across the whole topic.', correct: false },
    ],
    explanation:
      'Partitions are the unit of parallelism, so more partitions allow more active consumers in a group. Kafka can add partitions but never remove them, and because the default partitioner hashes keys modulo the partition count, key placement changes. Replication factor is independent of the partition count, and ordering is only guaranteed within a partition.',
  },
  {
    domain: 'Broker',
    text: 'Up to which offset can a regular consumer read from a partition leader?',
    choices: [
      { text: 'The log end offset of the leader, including records not yet replicated', correct: false },
      {
        text: 'The high watermark: the offset up to which the records have been replicated to all in-sync replicas',
        correct: true,
      },
      { text: 'The last offset committed by the consumer group', correct: false },
      { text: 'The end of the last closed log segment', correct: false },
    ],
    explanation:
      'Consumers only see records below the high watermark, which advances once all ISR members have the records. This prevents consumers from reading data that could disappear if the leader failed before replication. The committed offset is where a group resumes, not a read limit.',
  },
  {
    domain: 'Broker',
    text: 'A cluster has 3 brokers. What happens when a developer tries to create a topic with replication factor 4?',
    choices: [
      {
        text: 'The topic is created with replication factor 3 and a warning is logged.',
        correct: false,
      },
      { text: 'Two replicas of some partitions are placed on the same broker.', correct: false },
      {
        text: 'The topic is created and the fourth replica is added automatically when a new broker joins.',
        correct: false,
      },
      {
        text: 'Creation fails with an InvalidReplicationFactorException because the replication factor is larger than the number of available brokers.',
        correct: true,
      },
    ],
    explanation:
      'Each replica of a partition must be on a different broker, so the replication factor cannot exceed the number of available brokers and the request is rejected. Kafka never silently lowers the replication factor or stacks replicas on one broker.',
  },
  {
    domain: 'Broker',
    text: 'A broker restarts after a failure and rejoins the ISR of partitions for which it is the preferred (first-listed) replica. With default settings, what happens to leadership of those partitions?',
    choices: [
      {
        text: 'Leadership stays with the current leaders forever unless the topic is recreated.',
        correct: false,
      },
      {
        text: 'Producers move leadership back by sending to the restarted broker.',
        correct: false,
      },
      {
        text: 'With auto.leader.rebalance.enable=true, the controller periodically moves leadership back to the preferred replica once the leader imbalance exceeds the configured threshold.',
        correct: true,
      },
      {
        text: 'The restarted broker immediately becomes leader of every partition it hosts.',
        correct: false,
      },
    ],
    explanation:
      'auto.leader.rebalance.enable defaults to true: the controller checks every leader.imbalance.check.interval.seconds and triggers preferred leader election when a broker imbalance exceeds leader.imbalance.per.broker.percentage. A preferred leader election can also be run manually with kafka-leader-election.sh. Leadership only goes to the preferred replica for partitions where it is preferred and in sync.',
  },

  // ---------------------------------------------------------------- Kafka Streams
  {
    domain: 'Kafka Streams',
    text: 'Which statements about KStream, KTable and GlobalKTable are correct? (Choose two.)',
    choices: [
      { text: 'A KStream keeps only the latest value for each key.', correct: false },
      {
        text: 'A KTable treats each record as an upsert for its key, and a record with a null value deletes the key.',
        correct: true,
      },
      {
        text: 'Each application instance holds only the GlobalKTable partitions that match its assigned input partitions.',
        correct: false,
      },
      {
        text: 'A GlobalKTable is fully replicated to every application instance, so a KStream-GlobalKTable join does not require co-partitioning.',
        correct: true,
      },
    ],
    explanation:
      'A KTable is a changelog view with upsert semantics and tombstones for deletion, while a KStream is an append-only sequence of independent events. A GlobalKTable reads all partitions of its topic into every instance, which is why it can be joined on any key without co-partitioning; a regular KTable only holds the partitions assigned to that instance.',
  },
  {
    domain: 'Kafka Streams',
    text: 'A Kafka Streams application joins a KStream read from topic orders with a KTable read from topic customers. Which requirement must the two input topics meet?',
    choices: [
      { text: 'They must have the same replication factor.', correct: false },
      { text: 'They must have the same retention.ms.', correct: false },
      {
        text: 'They must be co-partitioned: same number of partitions and records keyed by the join key with the same partitioning strategy.',
        correct: true,
      },
      { text: 'They must be read by the same number of stream threads.', correct: false },
    ],
    explanation:
      'KStream-KTable joins are done locally within each task, so records with the same key must be in the same partition number on both sides. Kafka Streams checks the partition counts at startup and fails with a TopologyException if they differ. Replication factor, retention and thread counts have no effect on co-partitioning.',
  },
  {
    domain: 'Kafka Streams',
    text: 'Which Kafka Streams operations are stateful and use a state store? (Choose two.)',
    choices: [
      { text: 'filter()', correct: false },
      { text: 'groupByKey().count()', correct: true },
      { text: 'mapValues()', correct: false },
      { text: 'A windowed KStream-KStream join', correct: true },
      { text: 'selectKey()', correct: false },
    ],
    explanation:
      'Aggregations such as count() and KStream-KStream joins must remember earlier records, so they are backed by state stores (and changelog topics). filter(), mapValues() and selectKey() look at one record at a time and are stateless; selectKey() may cause a repartition before a later stateful operation, but it keeps no state itself.',
  },
  {
    domain: 'Kafka Streams',
    text: 'An aggregation uses 5-minute tumbling windows with a 1-minute grace period. Stream time has reached 10:06:30 when a record with event timestamp 10:03:00 arrives. What happens to it?',
    choices: [
      {
        text: 'It is dropped as a late record because the window [10:00, 10:05) closed at 10:06.',
        correct: true,
      },
      { text: 'It is added to the window [10:00, 10:05) and the result is updated.', correct: false },
      { text: 'It is assigned to the window [10:05, 10:10) based on its arrival time.', correct: false },
      { text: 'The stream thread fails with an exception.', correct: false },
    ],
    explanation:
      'A window accepts records until stream time passes window end plus grace, here 10:05 + 1 minute = 10:06. At 10:06:30 that window is closed, so the record is skipped and counted in the dropped-records metric. Windows are assigned by record timestamp, not arrival time, so it cannot go to [10:05, 10:10).',
  },
  {
    domain: 'Kafka Streams',
    text: 'How does Kafka Streams make local state stores fault tolerant and limit recovery time? (Choose two.)',
    choices: [
      {
        text: 'Brokers replicate the RocksDB directory of each instance to the other instances.',
        correct: false,
      },
      {
        text: 'Every update to a store is also written to a compacted changelog topic, from which the store can be rebuilt on another instance.',
        correct: true,
      },
      {
        text: 'Setting num.standby.replicas above 0 keeps warm copies of stores on other instances, shortening failover.',
        correct: true,
      },
      { text: 'State stores are kept in the controller metadata log.', correct: false },
    ],
    explanation:
      'Store updates are sent to a changelog topic named <application.id>-<store name>-changelog, and a task that moves to a new instance restores its store from it. Standby replicas keep replaying the changelog on other instances, so little has to be restored after a failure. Kafka does not replicate local RocksDB files directly.',
  },
  {
    domain: 'Kafka Streams',
    text: 'Which statement about processing.guarantee=exactly_once_v2 is correct?',
    choices: [
      {
        text: 'It uses Kafka transactions to commit output records, state store changelog writes and consumed offsets atomically, and requires brokers 2.5 or newer.',
        correct: true,
      },
      {
        text: 'It also guarantees exactly-once effects for calls to external systems, such as REST calls made inside a processor.',
        correct: false,
      },
      { text: 'It is the default processing guarantee.', correct: false },
      { text: 'It removes duplicate input records that have the same key and value.', correct: false },
    ],
    explanation:
      'exactly_once_v2 wraps the read-process-write cycle in a transaction, so outputs, changelog updates and input offsets are all committed or all aborted; it replaced the older exactly_once and exactly_once_beta modes. The guarantee covers only data in Kafka: side effects on external systems can still repeat. The default is at_least_once.',
  },
  {
    domain: 'Kafka Streams',
    text: 'What is the application.id of a Kafka Streams application used for? (Choose two.)',
    choices: [
      {
        text: 'It must be different on every instance so that the instances can be told apart.',
        correct: false,
      },
      { text: 'It is used as the consumer group.id of the application.', correct: true },
      { text: 'It is used as the prefix of internal changelog and repartition topics.', correct: true },
      { text: 'It is the name of the output topic of the topology.', correct: false },
    ],
    explanation:
      'All instances of one application share the same application.id; it becomes the group.id that distributes tasks among them and the prefix of internal topics. Giving each instance its own application.id would create separate applications that each process all the data, and output topics are named explicitly in the topology.',
  },
  {
    domain: 'Kafka Streams',
    text: 'A topology with a single sub-topology reads one input topic with 6 partitions. Two instances run with num.stream.threads=4 each. How many tasks are created, and how many stream threads have no task?',
    choices: [
      { text: '8 tasks; no thread is idle', correct: false },
      { text: '6 tasks; 2 threads are idle', correct: true },
      { text: '12 tasks; each thread runs 1.5 tasks', correct: false },
      { text: '2 tasks; 6 threads are idle', correct: false },
    ],
    explanation:
      'The number of tasks of a sub-topology equals the number of input partitions, here 6, and tasks are the unit of parallelism distributed among all threads of all instances. With 8 threads in total, 2 get no task. Adding threads beyond the number of tasks does not increase parallelism.',
  },

  // ---------------------------------------------------------------- Kafka Connect
  {
    domain: 'Kafka Connect',
    text: 'Which internal topics does a Kafka Connect cluster in distributed mode use to store its state? (Choose three.)',
    choices: [
      {
        text: 'The topic set by config.storage.topic, holding connector and task configurations',
        correct: true,
      },
      { text: '__consumer_offsets, holding source connector offsets', correct: false },
      { text: 'The topic set by offset.storage.topic, holding source connector offsets', correct: true },
      { text: '__cluster_metadata, holding worker membership', correct: false },
      { text: 'The topic set by status.storage.topic, holding connector and task status', correct: true },
    ],
    explanation:
      'Distributed workers share configurations, source offsets and status through the three topics named by config.storage.topic, offset.storage.topic and status.storage.topic. Sink connectors track their progress as ordinary consumer group offsets in __consumer_offsets, but source offsets go to the offset storage topic. __cluster_metadata is the KRaft metadata log of the Kafka cluster itself.',
  },
  {
    domain: 'Kafka Connect',
    text: 'What does the connector setting tasks.max control?',
    choices: [
      {
        text: 'The maximum number of tasks; the connector may create fewer if it cannot split the work further',
        correct: true,
      },
      {
        text: 'The exact number of tasks, which the connector must always create',
        correct: false,
      },
      { text: 'The number of worker processes in the Connect cluster', correct: false },
      { text: 'The maximum number of records a task processes per second', correct: false },
    ],
    explanation:
      'tasks.max is an upper bound: the connector splits its work into at most that many tasks, for example a JDBC source reading 3 tables creates at most 3 tasks. The workers are separate processes that run the tasks, and throughput limits are not set with tasks.max.',
  },
  {
    domain: 'Kafka Connect',
    text: 'A sink connector fails with: JsonConverter with schemas.enable requires "schema" and "payload" fields and may not contain additional fields. The topic holds plain JSON objects without a schema envelope. What is the fix?',
    choices: [
      { text: 'Set value.converter.schemas.enable=false for the connector.', correct: true },
      { text: 'Set errors.tolerance=none.', correct: false },
      { text: 'Switch the connector to standalone mode.', correct: false },
      { text: 'Increase tasks.max.', correct: false },
    ],
    explanation:
      'With schemas.enable=true (the JsonConverter default) each message must be an envelope with schema and payload fields. Setting value.converter.schemas.enable=false on the connector or worker makes the converter read plain JSON without a schema. errors.tolerance=none is the default and would still fail on every record, and the deployment mode or task count does not change how records are converted.',
  },
  {
    domain: 'Kafka Connect',
    text: 'Which tasks are well suited to Single Message Transforms (SMTs)? (Choose two.)',
    choices: [
      { text: 'Joining records from two topics by customer ID', correct: false },
      { text: 'Adding a static field or renaming a field in each record', correct: true },
      { text: 'Counting records per key over 5-minute windows', correct: false },
      { text: 'Routing records to a different topic name with a regular expression', correct: true },
    ],
    explanation:
      'SMTs transform one record at a time, for example InsertField or ReplaceField to change fields and RegexRouter to change the topic name. Joins and windowed aggregations need state across many records, which SMTs do not have; use Kafka Streams or ksqlDB for those.',
  },
  {
    domain: 'Kafka Connect',
    text: 'A sink connector should skip records it cannot convert or transform instead of failing, and write them to the topic orders-dlq for later inspection. Which settings are needed? (Choose two.)',
    choices: [
      { text: 'errors.tolerance=none', correct: false },
      { text: 'errors.deadletterqueue.topic.name=orders-dlq', correct: true },
      { text: 'offset.storage.topic=orders-dlq', correct: false },
      { text: 'errors.tolerance=all', correct: true },
    ],
    explanation:
      'errors.tolerance=all makes the connector skip records that fail in conversion or transformation, and errors.deadletterqueue.topic.name sends those records to a dead letter queue topic, which is only available for sink connectors. errors.deadletterqueue.context.headers.enable=true can add the failure reason as headers. errors.tolerance=none is the default fail-fast behaviour, and offset.storage.topic is an internal worker topic.',
  },
  {
    domain: 'Kafka Connect',
    text: 'Which statement about Kafka Connect distributed mode is correct?',
    choices: [
      {
        text: 'Connector configurations are passed as properties files on the command line of each worker.',
        correct: false,
      },
      {
        text: 'Workers with the same group.id form a cluster; connectors are managed through the REST API and tasks are rebalanced onto other workers when a worker fails.',
        correct: true,
      },
      { text: 'Source connector offsets are stored in a local file on each worker.', correct: false },
      { text: 'Every worker runs all the tasks of every connector.', correct: false },
    ],
    explanation:
      'In distributed mode the workers coordinate as a group identified by group.id, keep state in Kafka topics and redistribute connectors and tasks when workers join or fail. Passing connector properties files on the command line and storing offsets in a local file (offset.storage.file.filename) describe standalone mode.',
  },

  // ---------------------------------------------------------------- KSQL
  {
    domain: 'ksqlDB',
    text: 'Which statement describes a ksqlDB TABLE?',
    choices: [
      {
        text: 'An immutable, append-only sequence of events in which every row is kept',
        correct: false,
      },
      {
        text: 'A mutable collection that holds the latest value for each PRIMARY KEY; a new row for an existing key updates it, and a null value deletes it',
        correct: true,
      },
      { text: 'A temporary result that exists only while a CLI session is open', correct: false },
      { text: 'A copy of a relational database table kept in ZooKeeper', correct: false },
    ],
    explanation:
      'A ksqlDB TABLE is backed by a Kafka topic but interpreted with upsert semantics by primary key, with tombstones deleting rows. A STREAM is the immutable, append-only collection where every event is kept.',
  },
  {
    domain: 'ksqlDB',
    text: 'Which statements about ksqlDB push and pull queries are correct? (Choose two.)',
    choices: [
      {
        text: 'A push query with EMIT CHANGES keeps running and sends new results to the client as events arrive.',
        correct: true,
      },
      { text: 'A push query returns the current result once and then terminates.', correct: false },
      { text: 'A pull query must end with EMIT CHANGES.', correct: false },
      {
        text: 'A pull query returns the current state, for example a lookup by key in a materialized table, and then terminates.',
        correct: true,
      },
    ],
    explanation:
      'Push queries, marked with EMIT CHANGES, subscribe to a continuously updated result, which suits event-driven applications. Pull queries behave like a traditional database SELECT: they return the current state and complete. Adding EMIT CHANGES turns a query into a push query.',
  },
  {
    domain: 'ksqlDB',
    text: 'What happens when this statement is executed: CREATE STREAM big_orders AS SELECT * FROM orders WHERE amount > 100 EMIT CHANGES;',
    choices: [
      {
        text: 'A transient query starts and stops when the CLI session that issued it is closed.',
        correct: false,
      },
      {
        text: 'Matching rows that already exist are copied once, and the statement then completes.',
        correct: false,
      },
      { text: 'A view is defined and evaluated only when big_orders is queried.', correct: false },
      {
        text: 'A persistent query starts on the ksqlDB server and continuously writes matching rows to a new Kafka topic (named BIG_ORDERS by default) that backs the new stream.',
        correct: true,
      },
    ],
    explanation:
      'CREATE STREAM AS SELECT (CSAS) registers a new stream and starts a persistent query that keeps running on the server, independently of the client, writing its results to a Kafka topic named after the stream unless KAFKA_TOPIC is set. A plain SELECT with EMIT CHANGES, not wrapped in CSAS, is the transient push query that ends with the session.',
  },
  {
    domain: 'ksqlDB',
    text: 'What does PARTITION BY customer_id do in: CREATE STREAM orders_by_customer AS SELECT * FROM orders PARTITION BY customer_id;',
    choices: [
      {
        text: 'It creates one partition in the new topic for each distinct customer_id.',
        correct: false,
      },
      {
        text: 'It rekeys the stream: records are written to the new topic with customer_id as the message key, so records for the same customer land in the same partition.',
        correct: true,
      },
      { text: 'It sorts the records of each partition by customer_id.', correct: false },
      { text: 'It keeps only the latest record for each customer_id.', correct: false },
    ],
    explanation:
      'PARTITION BY changes the key of each record and repartitions the data into the output topic according to the new key, which is needed, for example, to co-partition data for a later join or aggregation. The number of partitions does not depend on the number of distinct values, ordering is per partition by offset, and keeping only the latest value per key would be a TABLE.',
  },
  {
    domain: 'ksqlDB',
    text: 'Consider: CREATE TABLE suspicious_cards AS SELECT card_number, COUNT(*) AS attempts FROM payments WINDOW TUMBLING (SIZE 1 MINUTE) GROUP BY card_number HAVING COUNT(*) > 3 EMIT CHANGES; where payments is a STREAM. Which statements are correct? (Choose two.)',
    choices: [
      {
        text: 'The statement fails because an aggregation over a STREAM must be created with CREATE STREAM.',
        correct: false,
      },
      {
        text: 'The result is a windowed TABLE whose key combines card_number with the window bounds.',
        correct: true,
      },
      { text: 'Each payment is counted in several overlapping windows.', correct: false },
      {
        text: 'The count for a window is updated as new payments arrive, so a row can be emitted several times for the same window.',
        correct: true,
      },
    ],
    explanation:
      'An aggregation with GROUP BY always produces a TABLE, and with a WINDOW clause each row is keyed by the grouping column plus the window (WINDOWSTART and WINDOWEND). Results are emitted as changes, so a window row is updated as counts grow unless EMIT FINAL is used. Tumbling windows do not overlap, so each payment falls into exactly one window; overlapping windows are HOPPING windows.',
  },
  {
    domain: 'ksqlDB',
    text: 'Which clause is required when joining two ksqlDB STREAMs?',
    choices: [
      { text: 'WINDOW TUMBLING', correct: false },
      { text: 'EMIT FINAL', correct: false },
      { text: 'PARTITION BY', correct: false },
      { text: 'WITHIN', correct: true },
    ],
    explanation:
      'Stream-stream joins must be bounded in time, so ksqlDB requires a WITHIN clause (for example WITHIN 1 HOUR, optionally with a GRACE PERIOD) that says how far apart the matching events may be. WINDOW clauses define windows for aggregations, and PARTITION BY belongs in a separate statement that rekeys a source; neither is part of the join syntax.',
  },
];
