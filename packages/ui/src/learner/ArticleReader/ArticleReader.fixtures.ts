import type { Locale } from '../../i18n/messages';
import type { ReaderArticle } from './types';

// A made-up sample, not the site's content (apps/site ships the real articles): two sections, one with
// a long command that must wrap, and a three-question check whose right answers are 2nd, 2nd and 3rd.
const en: ReaderArticle = {
  id: '1',
  title: 'Sample article: how a made-up topic keeps its events in order',
  summary: 'A short sample that shows every part of the reader: sections, a command and a knowledge check.',
  level: 'beginner',
  readingMinutes: 15,
  author: 'Sample Author',
  publishedOn: '2025-01-15',
  sections: [
    {
      heading: 'First section',
      paragraphs: [
        'A sample topic named demo-events has three partitions; each event gets an increasing offset.',
        'A second paragraph, to show the spacing between paragraphs of one section.',
      ],
    },
    {
      heading: 'A section with a command',
      paragraphs: ['The command below is long on purpose, so it wraps on a phone.'],
      code: 'kafka-topics.sh --bootstrap-server localhost:9092 \\\n  --create --topic demo-events --partitions 3 --replication-factor 1',
    },
  ],
  quiz: [
    {
      id: 'q1',
      question: 'Sample question 1: where is order kept?',
      choices: ['Across the cluster', 'Within one partition', 'Nowhere'],
      correctIndex: 1,
      explanation: 'Sample explanation 1: order holds within a partition.',
    },
    {
      id: 'q2',
      question: 'Sample question 2: two consumers of one group read 4 partitions. Who reads what?',
      choices: ['Both read all 4', 'They split the partitions', 'Only the first one reads'],
      correctIndex: 1,
      explanation: 'Sample explanation 2: members of a group share the partitions.',
    },
    {
      id: 'q3',
      question: 'Sample question 3: which setting waits for every in-sync replica?',
      choices: ['acks=0', 'acks=1', 'acks=all'],
      correctIndex: 2,
      explanation: 'Sample explanation 3: with acks=all the leader waits for every in-sync replica.',
    },
  ],
};

const fr: ReaderArticle = {
  ...en,
  title: 'Article d’exemple : comment un topic inventé garde ses événements dans l’ordre',
  summary: 'Un court exemple qui montre chaque partie du lecteur : sections, commande et quiz.',
  author: 'Auteur d’exemple',
  sections: [
    {
      heading: 'Première section',
      paragraphs: [
        'Un topic d’exemple nommé demo-events a trois partitions ; chaque événement reçoit un offset croissant.',
        'Un second paragraphe, pour montrer l’espace entre les paragraphes d’une section.',
      ],
    },
    {
      heading: 'Une section avec une commande',
      paragraphs: ['La commande ci-dessous est longue exprès, pour passer à la ligne sur un téléphone.'],
      code: en.sections[1]?.code,
    },
  ],
  quiz: [
    {
      id: 'q1',
      question: 'Question d’exemple 1 : où l’ordre est-il garanti ?',
      choices: ['Dans tout le cluster', 'Dans une partition', 'Nulle part'],
      correctIndex: 1,
      explanation: 'Explication d’exemple 1 : l’ordre tient dans une partition.',
    },
    {
      id: 'q2',
      question: 'Question d’exemple 2 : deux consommateurs d’un groupe lisent 4 partitions. Qui lit quoi ?',
      choices: ['Les deux lisent les 4', 'Ils se partagent les partitions', 'Seul le premier lit'],
      correctIndex: 1,
      explanation: 'Explication d’exemple 2 : les membres d’un groupe se partagent les partitions.',
    },
    {
      id: 'q3',
      question: 'Question d’exemple 3 : quel réglage attend toutes les répliques synchronisées ?',
      choices: ['acks=0', 'acks=1', 'acks=all'],
      correctIndex: 2,
      explanation:
        'Explication d’exemple 3 : avec acks=all, le leader attend toutes les répliques synchronisées.',
    },
  ],
};

/** A made-up article for the reader's stories and tests, with its 3-question check, in each language. */
export const sampleReaderArticle: Record<Locale, ReaderArticle> = { en, fr };
