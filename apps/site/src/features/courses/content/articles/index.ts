import type { Locale, ReaderArticle } from '@elearning/ui';
import { consumerGroups } from './consumerGroups';
import { introduction } from './introduction';
import { kafkaConnect } from './kafkaConnect';
import { kafkaStreams } from './kafkaStreams';
import { producers } from './producers';
import { topicsPartitions } from './topicsPartitions';

/** The six articles the site ships with, in catalogue order, in each language. */
export const articles: readonly Record<Locale, ReaderArticle>[] = [
  introduction,
  topicsPartitions,
  producers,
  consumerGroups,
  kafkaStreams,
  kafkaConnect,
];

/** The article with this id in the reader's language; undefined for an id that names none. */
export function findArticle(id: string | undefined, locale: Locale): ReaderArticle | undefined {
  return articles.find((article) => article.en.id === id)?.[locale];
}
