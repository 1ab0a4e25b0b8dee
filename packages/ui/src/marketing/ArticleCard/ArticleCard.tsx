import { ArrowRightIcon, CalendarIcon, ClockIcon, ReaderIcon } from '@radix-ui/react-icons';
import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import type { Article, ArticleLevel } from './article';
import { durationMessage, messages, publishedMessage, sectionsMessage } from './ArticleCard.messages';

const levelColor = { beginner: 'green', intermediate: 'amber', advanced: 'red' } as const;

export interface ArticleCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  /** The article to present, in the reader's language. */
  article: Article;
  /** Where Read Article leads (the site builds it from the article's id). */
  href: string;
}

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex align="center" gap="1" asChild>
      <Text size="2" color="gray">
        <span aria-hidden style={{ display: 'inline-flex' }}>
          {icon}
        </span>
        {children}
      </Text>
    </Flex>
  );
}

/** One article in the catalogue: level, reading time, sections, date and a link to read it. */
export function ArticleCard({ article, href, ...rest }: ArticleCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const level: ArticleLevel = article.level;
  // A bare ISO day is midnight UTC: format it in UTC so no time zone shows the day before.
  const date = intl.formatDate(article.publishedOn, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <Card asChild size="3">
      <article aria-labelledby={titleId} {...rest}>
        <Flex direction="column" gap="3" height="100%">
          <Flex justify="between" align="center" gap="2" wrap="wrap">
            <Badge color={levelColor[level]} variant="soft" size="2">
              {intl.formatMessage(messages[level])}
            </Badge>
            <Meta icon={<ClockIcon />}>
              {intl.formatMessage(durationMessage, { minutes: article.durationMinutes })}
            </Meta>
          </Flex>
          <Heading as="h2" size="5" id={titleId}>
            {article.title}
          </Heading>
          <Text as="p" size="2" color="gray" style={{ flexGrow: 1 }}>
            {article.description}
          </Text>
          <Flex gap="4" wrap="wrap">
            <Meta icon={<ReaderIcon />}>
              {intl.formatMessage(sectionsMessage, { count: article.sectionCount })}
            </Meta>
            <Meta icon={<CalendarIcon />}>
              <time dateTime={article.publishedOn}>{intl.formatMessage(publishedMessage, { date })}</time>
            </Meta>
          </Flex>
          <Button asChild variant="soft" size="2" mt="2">
            <RouterLink href={href} aria-describedby={titleId}>
              {intl.formatMessage(messages.readArticle)}
              <ArrowRightIcon aria-hidden />
            </RouterLink>
          </Button>
        </Flex>
      </article>
    </Card>
  );
}
