import type { SeedTest } from '../types';
import { streamsKsqlFr } from './fr/streams-ksql';

export const streamsKsqlTest: SeedTest = {
  slug: 'streams-connect-ksql',
  title: 'Kafka Streams, Connect & ksqlDB Deep Dive',
  description:
    'A 25-question intermediate-to-advanced exam on stream processing and data integration: Kafka Streams state, windowing and exactly-once, Kafka Connect workers, converters and error handling, and ksqlDB streams, tables and queries. Ideal for the final stretch of CCDAK preparation.',
  timeLimit: 2400,
  passingScore: 70,
  isFree: false,
  price: 14.99,
  currency: 'USD',
  fr: streamsKsqlFr,
  questions: [
    // ----------------------------------------------------------- Kafka Streams
    {
      domain: 'Kafka Streams',
      text: 'You join a KStream read from the orders topic with a KTable read from the customers topic on customer ID, without any repartitioning. Which two conditions must hold for the two input topics? (Choose two.)',
      choices: [
        { text: 'They must have the same replication factor.', correct: false },
        { text: 'They must have the same number of partitions.', correct: true },
        { text: 'They must have the same retention.ms.', correct: false },
        {
          text: 'Both must be keyed by customer ID and partitioned with the same partitioning strategy.',
          correct: true,
        },
      ],
      explanation:
        'A KStream-KTable join is performed locally per task, so the two inputs must be co-partitioned: the same key, the same partitioning strategy and the same partition count, which guarantees that matching keys land in the same task. Kafka Streams checks the partition counts of co-partitioned source topics and fails with a TopologyException if they differ. Replication factor and retention have no effect on which partition a key is in.',
    },
    {
      domain: 'Kafka Streams',
      text: 'Which two statements about processing.guarantee=exactly_once_v2 are true? (Choose two.)',
      choices: [
        { text: 'It is the default processing guarantee since Kafka 3.0.', correct: false },
        {
          text: 'Calls to an external REST service made inside a processor are also executed exactly once.',
          correct: false,
        },
        {
          text: 'Output records, state store changelog writes and the offsets of the consumed input records are committed in a single Kafka transaction.',
          correct: true,
        },
        {
          text: 'Consumers of the output topics should use isolation.level=read_committed so they do not see records from aborted transactions.',
          correct: true,
        },
      ],
      explanation:
        'With exactly_once_v2 each commit atomically writes results, changelog updates and input offsets in one transaction, so a failure either rolls everything back or commits everything. Those guarantees only extend to downstream readers that use read_committed, because read_uncommitted consumers also see records from aborted transactions. Side effects outside Kafka, such as REST calls, can still be repeated on retry, and the default processing.guarantee is at_least_once.',
    },
    {
      domain: 'Kafka Streams',
      text: 'A windowed aggregation uses TimeWindows.ofSizeWithNoGrace(Duration.ofMinutes(5)).advanceBy(Duration.ofMinutes(1)). What kind of windows are these?',
      choices: [
        { text: 'Tumbling windows; each record belongs to exactly one 5-minute window.', correct: false },
        {
          text: 'Session windows that close after 1 minute of inactivity, up to a maximum of 5 minutes.',
          correct: false,
        },
        {
          text: 'Hopping windows; each record belongs to five overlapping 5-minute windows.',
          correct: true,
        },
        {
          text: 'Sliding windows that are created only when two records are less than 1 minute apart.',
          correct: false,
        },
      ],
      explanation:
        'TimeWindows with an advance smaller than the window size are hopping windows: a new 5-minute window starts every minute, so each record falls into 5 of them. They would be tumbling only if the advance equalled the size, which is the default when advanceBy is not called. Session windows are defined by an inactivity gap and use the SessionWindows class instead.',
    },
    {
      domain: 'Kafka Streams',
      text: 'An aggregation uses SessionWindows.ofInactivityGapWithNoGrace(Duration.ofMinutes(30)). Three records for the same key arrive in order with timestamps 10:00, 10:20 and 11:00. Which sessions result?',
      choices: [
        { text: 'Two sessions: 10:00 to 10:20, and 11:00 to 11:00', correct: true },
        { text: 'One session from 10:00 to 11:00', correct: false },
        { text: 'Two fixed sessions: 10:00 to 10:30, and 10:30 to 11:00', correct: false },
        { text: 'Three sessions, one per record', correct: false },
      ],
      explanation:
        'A session window grows while records for a key arrive within the inactivity gap of each other: 10:20 is 20 minutes after 10:00, so it extends the first session, but 11:00 is 40 minutes after 10:20, so it starts a new session. Session boundaries are set by the record timestamps, not by fixed clock intervals, which is why the 10:30 split is wrong.',
    },
    {
      domain: 'Kafka Streams',
      text: 'A tumbling-window aggregation uses TimeWindows.ofSizeAndGrace(Duration.ofMinutes(10), Duration.ofMinutes(2)). Stream time has already reached 10:15 when a record with timestamp 10:05 arrives for the window [10:00, 10:10). What happens to the record?',
      choices: [
        {
          text: 'It is added to the window [10:00, 10:10) because its timestamp lies inside that window.',
          correct: false,
        },
        {
          text: 'It is dropped as late, because the window closed when stream time passed 10:12 (window end plus grace).',
          correct: true,
        },
        { text: 'It is added to the currently open window [10:10, 10:20).', correct: false },
        { text: 'The application throws an exception and the stream thread dies.', correct: false },
      ],
      explanation:
        'A window accepts out-of-order records only until stream time passes window end plus the grace period, here 10:10 + 2 minutes = 10:12. At stream time 10:15 the window is closed, so the record is skipped and counted in the dropped-records metric. Kafka Streams never reassigns a record to a window that does not contain its timestamp, and late records do not cause failures.',
    },
    {
      domain: 'Kafka Streams',
      text: 'A windowed count should emit exactly one final result per window, only after the window has closed, instead of an update for every input record. Which option achieves this?',
      choices: [
        { text: 'Setting a larger commit.interval.ms', correct: false },
        { text: 'Setting statestore.cache.max.bytes to 0', correct: false },
        {
          text: 'Applying suppress(Suppressed.untilWindowCloses(Suppressed.BufferConfig.unbounded())) to the windowed KTable',
          correct: true,
        },
        { text: 'Calling filter() on the output stream to drop intermediate values', correct: false },
      ],
      explanation:
        'suppress with untilWindowCloses buffers updates and emits only the final value of each window once stream time passes window end plus grace. A larger commit interval or record cache only reduces the number of intermediate updates and gives no guarantee of a single final result, while a cache size of 0 forwards every update. A filter cannot tell whether a result is final.',
    },
    {
      domain: 'Kafka Streams',
      text: 'Which two topologies make Kafka Streams create an internal repartition topic? (Choose two.)',
      choices: [
        { text: 'stream.mapValues(...).groupByKey().count()', correct: false },
        { text: 'stream.selectKey(...).groupByKey().count()', correct: true },
        { text: 'stream.filter(...).to("output")', correct: false },
        { text: 'stream.map(...).join(table, ...)', correct: true },
      ],
      explanation:
        'selectKey() and map() can change the record key, so Kafka Streams marks the stream for repartitioning and writes it through a -repartition topic before the next key-based operation, such as an aggregation or a join. mapValues() cannot change the key, so groupByKey() after it needs no repartition, which is why mapValues is preferred when only values change. Stateless filter() followed by to() never repartitions.',
    },
    {
      domain: 'Kafka Streams',
      text: 'Which two statements about Kafka Streams state stores are true? (Choose two.)',
      choices: [
        {
          text: 'Every instance holds all keys of every store, so any instance can answer an interactive query for any key locally.',
          correct: false,
        },
        {
          text: 'Persistent state stores use RocksDB on the local disk of the instance by default.',
          correct: true,
        },
        {
          text: 'Changelog topics must be created manually before the application is started.',
          correct: false,
        },
        {
          text: 'A store with change logging enabled (the default) is backed by an internal changelog topic that is replayed to restore the store after a failure or task migration.',
          correct: true,
        },
      ],
      explanation:
        'Persistent stores default to RocksDB, and each logged store is mirrored to an internal changelog topic that Kafka Streams creates automatically and uses for restoration. Stores are partitioned like the tasks that own them, so an instance only holds the keys of its own tasks; interactive queries for other keys must be routed to the owning instance, for example with queryMetadataForKey().',
    },
    {
      domain: 'Kafka Streams',
      text: 'What must you provide when joining two KStreams with the Kafka Streams DSL?',
      choices: [
        {
          text: 'A JoinWindows that defines the maximum time difference between two records for them to be joined.',
          correct: true,
        },
        {
          text: 'Nothing extra; the join matches records with the same key across the entire history of both streams.',
          correct: false,
        },
        { text: 'A SessionWindows that defines the inactivity gap of the join.', correct: false },
        {
          text: 'A conversion of one of the streams into a GlobalKTable.',
          correct: false,
        },
      ],
      explanation:
        'KStream-KStream joins are always windowed, for example with JoinWindows.ofTimeDifferenceWithNoGrace(Duration.ofMinutes(5)), because both sides are unbounded and records must be buffered in window stores for a limited time. Without a window the join state would grow forever. Session windows are for aggregations, and GlobalKTables can only be joined with a KStream, not used to replace one side of a stream-stream join.',
    },
    {
      domain: 'Kafka Streams',
      text: 'A stateless Kafka Streams application reads a single input topic with 8 partitions. You run 3 instances, each with num.stream.threads=4. How is the work distributed?',
      choices: [
        {
          text: 'All 12 threads do work, because each thread reads a share of every partition.',
          correct: false,
        },
        { text: 'Only 3 threads do work, one per instance.', correct: false },
        {
          text: 'The application fails to start because there are more threads than partitions.',
          correct: false,
        },
        {
          text: 'The topology has 8 tasks, so at most 8 threads process data and at least 4 threads stay idle.',
          correct: true,
        },
      ],
      explanation:
        'Kafka Streams creates one task per input partition, and a task is the unit of parallelism that is assigned to exactly one thread. With 8 tasks and 12 threads, 4 threads have nothing to do but are ready to take over tasks if an instance fails. Running more threads than tasks is allowed; it simply adds no extra throughput.',
    },

    // ----------------------------------------------------------- Kafka Connect
    {
      domain: 'Kafka Connect',
      text: 'A JDBC source connector is configured with tasks.max=10 and a whitelist of 3 tables. How many tasks run?',
      choices: [
        { text: '10 tasks, of which 7 are idle', correct: false },
        {
          text: '3 tasks, because tasks.max is only an upper bound and the connector creates at most one task per table',
          correct: true,
        },
        { text: '1 task, because source connectors are always single-threaded', correct: false },
        {
          text: 'None: the connector fails validation because tasks.max exceeds the number of tables',
          correct: false,
        },
      ],
      explanation:
        'tasks.max is the maximum parallelism; the connector itself decides how to split its work, and the JDBC source connector divides tables among tasks, so 3 tables yield at most 3 tasks. Connect does not start idle tasks to reach tasks.max. Source connectors can run many tasks in parallel when the source can be split.',
    },
    {
      domain: 'Kafka Connect',
      text: 'A sink connector is configured with errors.tolerance=all and errors.deadletterqueue.topic.name=orders-dlq. Which two statements are true? (Choose two.)',
      choices: [
        {
          text: 'Records that fail in the converter or in a Single Message Transform are written to orders-dlq and the task keeps running.',
          correct: true,
        },
        {
          text: 'The same dead letter queue settings also work for source connectors.',
          correct: false,
        },
        {
          text: 'Setting errors.deadletterqueue.context.headers.enable=true adds headers with the original topic, partition, offset and exception details to each DLQ record.',
          correct: true,
        },
        {
          text: 'errors.tolerance=all makes the task stop at the first record that cannot be processed.',
          correct: false,
        },
      ],
      explanation:
        'With errors.tolerance=all, records that fail during conversion or transformation are skipped and, for sink connectors, routed to the configured DLQ topic; the context headers option records where and why they failed. Dead letter queues are supported only for sink connectors. Stopping on the first error is the behaviour of the default, errors.tolerance=none.',
    },
    {
      domain: 'Kafka Connect',
      text: 'Which two statements about the internal topics of a distributed Kafka Connect cluster are true? (Choose two.)',
      choices: [
        { text: 'Each connector gets its own status topic.', correct: false },
        {
          text: 'The topic named by config.storage.topic must have exactly one partition.',
          correct: true,
        },
        {
          text: 'Sink connector offsets are stored in the topic named by offset.storage.topic.',
          correct: false,
        },
        {
          text: 'The config, offset and status storage topics must use cleanup.policy=compact.',
          correct: true,
        },
      ],
      explanation:
        'The config topic must be single-partition so that all workers see configuration changes in one total order, and all three internal topics are compacted because only the latest value per key matters. Sink connectors are ordinary consumer groups (named connect-<connector name> by default), so their offsets go to __consumer_offsets; offset.storage.topic holds source connector offsets. One status topic is shared by all connectors and tasks of the cluster.',
    },
    {
      domain: 'Kafka Connect',
      text: 'Which two tasks are good uses of Single Message Transforms (SMTs)? (Choose two.)',
      choices: [
        { text: 'Computing a 5-minute rolling count of records per key', correct: false },
        { text: 'Masking a credit card number field in every record with MaskField', correct: true },
        {
          text: 'Enriching each record by joining it with reference data from another topic',
          correct: false,
        },
        { text: 'Changing the destination topic name with RegexRouter', correct: true },
      ],
      explanation:
        'SMTs are lightweight, stateless, one-record-at-a-time modifications such as masking, renaming or dropping fields, or rerouting records to another topic. Aggregations and joins need state and multiple records, so they belong in Kafka Streams or ksqlDB rather than in an SMT.',
    },
    {
      domain: 'Kafka Connect',
      text: 'A connector sets value.converter=io.confluent.connect.avro.AvroConverter. Which additional property is required for the converter to work?',
      choices: [
        { text: 'value.converter.schemas.enable=true', correct: false },
        { text: 'value.serializer=io.confluent.kafka.serializers.KafkaAvroSerializer', correct: false },
        { text: 'value.converter.schema.registry.url', correct: true },
      ],
      explanation:
        'The Avro converter registers and looks up schemas in Schema Registry, so it needs value.converter.schema.registry.url. schemas.enable is an option of the JsonConverter that controls whether a schema is embedded in each JSON message. Connect workers do not use producer serializer settings to format data; the converter does that job.',
    },
    {
      domain: 'Kafka Connect',
      text: 'A source connector uses value.converter=org.apache.kafka.connect.json.JsonConverter with value.converter.schemas.enable=true. What does each message value in Kafka look like?',
      choices: [
        {
          text: 'A JSON object with two top-level fields, schema and payload, where payload holds the record data',
          correct: true,
        },
        {
          text: 'Plain JSON containing only the record fields, with the schema registered in Schema Registry',
          correct: false,
        },
        { text: 'Avro binary data with a magic byte and a schema ID', correct: false },
        {
          text: 'A JSON string that contains only the schema, with the data stored in a header',
          correct: false,
        },
      ],
      explanation:
        'With schemas.enable=true the JsonConverter embeds the schema in every message as a schema/payload envelope, which makes messages self-describing but much larger. With schemas.enable=false only the plain JSON data is written. The JsonConverter does not use Schema Registry; schema IDs with a magic byte are how Schema Registry converters such as the AvroConverter encode data.',
    },
    {
      domain: 'Kafka Connect',
      text: 'Which two statements about Kafka Connect standalone mode are true? (Choose two.)',
      choices: [
        {
          text: 'Several standalone workers with the same group.id form a cluster and share tasks.',
          correct: false,
        },
        {
          text: 'Source connector offsets are stored in a local file set by offset.storage.file.filename.',
          correct: true,
        },
        {
          text: 'There is no automatic failover: if the worker process dies, its connectors stop until it is restarted.',
          correct: true,
        },
        { text: 'Standalone mode supports source connectors only.', correct: false },
      ],
      explanation:
        'A standalone worker is a single process that keeps source offsets in a local file, so it is simple to run but has no fault tolerance or scaling across machines. Cluster membership through group.id and shared internal topics is what distributed mode provides. Both source and sink connectors can run in standalone mode.',
    },
    {
      domain: 'Kafka Connect',
      text: 'What is the supported way to create a new connector on a running distributed Kafka Connect cluster?',
      choices: [
        {
          text: 'Edit a connector properties file on every worker and restart the workers',
          correct: false,
        },
        {
          text: 'Run kafka-configs.sh with --entity-type connectors against the brokers',
          correct: false,
        },
        {
          text: 'Write the connector configuration directly into the config storage topic with a console producer',
          correct: false,
        },
        {
          text: "Send the connector's JSON configuration to the REST API of any worker, for example POST /connectors",
          correct: true,
        },
      ],
      explanation:
        'In distributed mode connectors are managed through the REST API (POST /connectors or PUT /connectors/<name>/config); any worker accepts the request and forwards it to the leader, which stores it in the config topic. Producing to the config topic yourself bypasses validation and the leader, and is not supported. Properties files on the command line are only used in standalone mode, and kafka-configs.sh has no connectors entity type.',
    },

    // -------------------------------------------------------------------- KSQL
    {
      domain: 'ksqlDB',
      text: 'Which two statements about ksqlDB push and pull queries are true? (Choose two.)',
      choices: [
        {
          text: 'A push query with EMIT CHANGES keeps running and sends a new row to the client each time the result changes.',
          correct: true,
        },
        { text: 'Every pull query creates a new Kafka topic for its results.', correct: false },
        { text: 'Push queries can only be issued against tables, not streams.', correct: false },
        {
          text: 'A pull query against a table materialised by CREATE TABLE AS SELECT returns the current value and then terminates.',
          correct: true,
        },
      ],
      explanation:
        'Push queries subscribe to a continuously updating result and keep running until the client closes them, whereas pull queries look up the current state, typically by key on a materialised table, and complete immediately. Neither transient push queries nor pull queries create topics; only persistent queries such as CREATE ... AS SELECT do. Push queries work on both streams and tables.',
    },
    {
      domain: 'ksqlDB',
      text: 'What does this statement do? CREATE STREAM orders_by_customer AS SELECT * FROM orders PARTITION BY customer_id EMIT CHANGES;',
      choices: [
        {
          text: 'It creates a new stream whose records are keyed by customer_id, written to a new topic by a persistent query.',
          correct: true,
        },
        { text: 'It increases the number of partitions of the orders topic.', correct: false },
        {
          text: 'It rewrites the keys of the existing records in the orders topic in place.',
          correct: false,
        },
        { text: 'It creates a TABLE with customer_id as its primary key.', correct: false },
      ],
      explanation:
        'PARTITION BY re-keys each row by the given expression and writes it to the new stream topic, so rows with the same customer_id land in the same partition, which is typically needed before joining or aggregating on that column. Kafka records are immutable, so ksqlDB never changes the source topic, and partition counts are not altered. The statement creates a STREAM, not a TABLE.',
    },
    {
      domain: 'ksqlDB',
      text: 'Which query counts page views per user in non-overlapping 5-minute windows?',
      choices: [
        {
          text: 'SELECT user_id, COUNT(*) FROM pageviews WINDOW HOPPING (SIZE 5 MINUTES, ADVANCE BY 1 MINUTE) GROUP BY user_id EMIT CHANGES;',
          correct: false,
        },
        {
          text: 'SELECT user_id, COUNT(*) FROM pageviews WINDOW SESSION (5 MINUTES) GROUP BY user_id EMIT CHANGES;',
          correct: false,
        },
        {
          text: 'SELECT user_id, COUNT(*) FROM pageviews WINDOW TUMBLING (SIZE 5 MINUTES) GROUP BY user_id EMIT CHANGES;',
          correct: true,
        },
      ],
      explanation:
        'Tumbling windows are fixed-size, contiguous and non-overlapping, so WINDOW TUMBLING (SIZE 5 MINUTES) puts each view into exactly one window. The hopping window starts a new 5-minute window every minute, so the windows overlap and each view is counted five times. Session windows have no fixed size and close after 5 minutes of inactivity.',
    },
    {
      domain: 'ksqlDB',
      text: 'Which two statements are valid ksqlDB declarations of a key column? (Choose two.)',
      choices: [
        {
          text: "CREATE TABLE users (id VARCHAR PRIMARY KEY, name VARCHAR) WITH (KAFKA_TOPIC='users', VALUE_FORMAT='JSON');",
          correct: true,
        },
        {
          text: "CREATE STREAM clicks (user_id VARCHAR PRIMARY KEY, url VARCHAR) WITH (KAFKA_TOPIC='clicks', VALUE_FORMAT='JSON');",
          correct: false,
        },
        {
          text: "CREATE STREAM clicks (user_id VARCHAR KEY, url VARCHAR) WITH (KAFKA_TOPIC='clicks', VALUE_FORMAT='JSON');",
          correct: true,
        },
        {
          text: "CREATE TABLE users (id VARCHAR KEY, name VARCHAR) WITH (KAFKA_TOPIC='users', VALUE_FORMAT='JSON');",
          correct: false,
        },
      ],
      explanation:
        'Since ksqlDB 0.10 key columns are declared explicitly and can have any name: tables use PRIMARY KEY because each key identifies one row, while streams use KEY because many events may share a key. Using PRIMARY KEY on a stream or plain KEY on a table is rejected with an error. The old implicit ROWKEY column no longer exists.',
    },
    {
      domain: 'ksqlDB',
      text: 'Which clause is required when joining two ksqlDB streams, as in SELECT * FROM orders o JOIN shipments s ... ON o.id = s.order_id EMIT CHANGES;?',
      choices: [
        { text: 'A WINDOW TUMBLING clause', correct: false },
        { text: 'A GROUP BY clause on the join column', correct: false },
        { text: 'A WITHIN clause, for example WITHIN 2 HOURS', correct: true },
        { text: 'A PARTITION BY clause on each input', correct: false },
      ],
      explanation:
        'Stream-stream joins in ksqlDB are windowed and must specify WITHIN, which bounds the time difference between matching events so that join state does not grow forever. WINDOW clauses are used for aggregations, not joins. PARTITION BY is not required either: when the join expression is not the key column of a stream, ksqlDB repartitions that stream internally, although both sides must still have the same number of partitions.',
    },
    {
      domain: 'ksqlDB',
      text: 'Which three statements about CREATE TABLE user_totals AS SELECT user_id, SUM(amount) AS total FROM payments GROUP BY user_id EMIT CHANGES; are true? (Choose three.)',
      choices: [
        {
          text: 'It starts a persistent query that updates the totals as new payments arrive.',
          correct: true,
        },
        {
          text: 'It computes the totals once over the existing payments and then stops.',
          correct: false,
        },
        {
          text: 'The results are written to a new Kafka topic and materialised in a state store, so pull queries can look up a user_id.',
          correct: true,
        },
        { text: 'user_id becomes the PRIMARY KEY of user_totals.', correct: true },
        { text: 'Processed records are removed from the payments topic.', correct: false },
      ],
      explanation:
        'A CREATE TABLE AS SELECT aggregation is a persistent query: it keeps running, writes every updated total to the table changelog topic and materialises the table so it can serve pull queries. The GROUP BY column becomes the primary key of the resulting table. ksqlDB never deletes data from its input topics, and the query does not stop after processing existing data.',
    },
    {
      domain: 'ksqlDB',
      text: "You run CREATE STREAM pageviews (user_id VARCHAR KEY, url VARCHAR) WITH (KAFKA_TOPIC='pageviews', VALUE_FORMAT='JSON'); but the pageviews topic does not exist. What happens?",
      choices: [
        {
          text: 'ksqlDB silently creates the topic using the broker default partition count.',
          correct: false,
        },
        {
          text: 'The stream is registered and starts returning data once someone creates the topic.',
          correct: false,
        },
        {
          text: 'The statement fails; adding PARTITIONS (and optionally REPLICAS) to the WITH clause makes ksqlDB create the topic.',
          correct: true,
        },
      ],
      explanation:
        'CREATE STREAM and CREATE TABLE without AS SELECT declare a schema over a topic; if the topic is missing, ksqlDB rejects the statement unless the WITH clause specifies PARTITIONS, in which case it creates the topic for you. It does not fall back to broker defaults, and it does not register a stream over a topic that does not exist.',
    },
  ],
};
