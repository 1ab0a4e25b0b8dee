import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { Badge, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../_internal/AppLink';
import { styled } from '../../stitches.config';
import type { LearnerUrls } from '../_internal/urls';
import { messages } from './ArticleReader.messages';
import { KnowledgeCheck } from './KnowledgeCheck';
import { PreviewPrompt } from './PreviewPrompt';
import type { ReaderArticle } from './types';

// Wrapped rather than scrolled, so no keyboard-unreachable scroll area appears on small screens.
const CodeBlock = styled('pre', {
  margin: 0,
  padding: 'var(--space-3) var(--space-4)',
  borderRadius: 'var(--radius-3)',
  backgroundColor: 'var(--gray-a3)',
  fontFamily: 'var(--code-font-family)',
  fontSize: 'var(--font-size-2)',
  lineHeight: 1.6,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

const levelColor = { beginner: 'green', intermediate: 'blue', advanced: 'purple' } as const;

export interface ArticleReaderProps extends ComponentPropsWithoutRef<'article'> {
  /** The article with its sections and knowledge check (static content shipped with the site). */
  article: ReaderArticle;
  /** Where Back to articles leads. */
  urls: Pick<LearnerUrls, 'articles'>;
  /** The end of the last section came into view (once per article): the site records the article as read. */
  onReachEnd?: () => void;
  /** The knowledge check was submitted with every answer right: the site records it as passed. */
  onCheckPassed?: () => void;
  /**
   * For a signed-out reader: only the first section shows, then a prompt to sign up (or log in) to read the rest
   * and take the knowledge check.
   */
  preview?: { signUpHref: string; loginHref: string };
}

/** Calls `onReach` once, the first time the element scrolls into view. */
function useReachedOnce(onReach: (() => void) | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  }, [onReach]);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback.current?.();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/** An article to read, followed by its local knowledge check. */
export function ArticleReader({
  article,
  urls,
  onReachEnd,
  onCheckPassed,
  preview,
  ...rest
}: ArticleReaderProps) {
  const intl = useIntl();
  const end = useReachedOnce(onReachEnd);
  const date = intl.formatDate(article.publishedOn, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (
    // The public frame leaves margins to its pages (a preview needs its own); the signed-in frame has them.
    <Flex
      direction="column"
      gap="6"
      maxWidth="760px"
      mx="auto"
      px={preview ? '4' : undefined}
      py={preview ? { initial: '5', sm: '7' } : undefined}
      asChild
    >
      <article {...rest}>
        <Flex direction="column" gap="3">
          <Text size="2">
            <AppLink href={urls.articles}>
              <Flex as="span" align="center" gap="1">
                <ArrowLeftIcon aria-hidden />
                {intl.formatMessage(messages.back)}
              </Flex>
            </AppLink>
          </Text>
          <Flex gap="2" align="center" wrap="wrap">
            <Badge color={levelColor[article.level]} highContrast>
              {intl.formatMessage(messages[article.level])}
            </Badge>
            <Text size="2" color="gray">
              {intl.formatMessage(messages.meta, {
                minutes: article.readingMinutes,
                author: article.author,
                date,
              })}
            </Text>
          </Flex>
          <Heading as="h1" size={{ initial: '7', sm: '8' }}>
            {article.title}
          </Heading>
          <Text as="p" size="4" color="gray">
            {article.summary}
          </Text>
        </Flex>
        {(preview ? article.sections.slice(0, 1) : article.sections).map((section) => (
          <Flex key={section.heading} direction="column" gap="3" asChild>
            <section>
              <Heading as="h2" size="5">
                {section.heading}
              </Heading>
              {section.paragraphs.map((paragraph) => (
                <Text as="p" size="3" key={paragraph} style={{ lineHeight: 1.7 }}>
                  {paragraph}
                </Text>
              ))}
              {section.code && (
                <CodeBlock>
                  <code>{section.code}</code>
                </CodeBlock>
              )}
            </section>
          </Flex>
        ))}
        {preview ? (
          <PreviewPrompt
            remaining={article.sections.length - 1}
            signUpHref={preview.signUpHref}
            loginHref={preview.loginHref}
          />
        ) : (
          <>
            <div ref={end} aria-hidden style={{ height: 1 }} />
            <KnowledgeCheck key={article.id} questions={article.quiz} onPassed={onCheckPassed} />
          </>
        )}
      </article>
    </Flex>
  );
}
