import { defineMessages } from 'react-intl';

/** Exam domains by their English name (DomainName in the contract); Kafka's own names stay in every language. */
export const messages = defineMessages({
  Producer: { id: 'ui.DomainLabel.producer', defaultMessage: 'Producer' },
  Consumer: { id: 'ui.DomainLabel.consumer', defaultMessage: 'Consumer' },
  Broker: { id: 'ui.DomainLabel.broker', defaultMessage: 'Broker' },
  'Kafka Streams': { id: 'ui.DomainLabel.kafkaStreams', defaultMessage: 'Kafka Streams' },
  'Kafka Connect': { id: 'ui.DomainLabel.kafkaConnect', defaultMessage: 'Kafka Connect' },
  ksqlDB: { id: 'ui.DomainLabel.ksqlDB', defaultMessage: 'ksqlDB' },
  'Schema Registry': { id: 'ui.DomainLabel.schemaRegistry', defaultMessage: 'Schema Registry' },
  Security: { id: 'ui.DomainLabel.security', defaultMessage: 'Security' },
  Testing: { id: 'ui.DomainLabel.testing', defaultMessage: 'Testing' },
  Monitoring: { id: 'ui.DomainLabel.monitoring', defaultMessage: 'Monitoring' },
});
