import type { SeedTest } from '../types';
import { ccdakMockPart1 } from './ccdak-mock-part1';
import { ccdakMockPart2 } from './ccdak-mock-part2';
import { ccdakMockPart1Fr } from './fr/ccdak-mock-part1';
import { ccdakMockPart2Fr } from './fr/ccdak-mock-part2';

export const ccdakMockTest: SeedTest = {
  slug: 'ccdak-full-mock',
  title: 'CCDAK Full Mock Exam',
  description:
    'A full-length, timed mock of the Confluent Certified Developer for Apache Kafka (CCDAK) exam: 60 questions across producers, consumers, brokers, Kafka Streams, Kafka Connect and ksqlDB, weighted like the real exam. Every answer comes with an explanation.',
  timeLimit: 5400,
  passingScore: 70,
  isFree: false,
  price: 29.99,
  currency: 'USD',
  fr: {
    title: 'Examen blanc complet CCDAK',
    description:
      'Un examen blanc complet et chronométré de la certification Confluent Certified Developer for Apache Kafka (CCDAK) : 60 questions sur les producteurs, les consommateurs, les brokers, Kafka Streams, Kafka Connect et ksqlDB, pondérées comme à l’examen réel. Chaque réponse est accompagnée d’une explication.',
    questions: [...ccdakMockPart1Fr, ...ccdakMockPart2Fr],
  },
  questions: [...ccdakMockPart1, ...ccdakMockPart2],
};
