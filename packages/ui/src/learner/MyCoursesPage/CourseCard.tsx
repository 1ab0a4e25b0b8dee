import { CheckCircledIcon, CircleIcon, LapTimerIcon } from '@radix-ui/react-icons';
import { Badge, Button, Card, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import type { LearnerUrls } from '../_internal/urls';
import { messages } from './MyCoursesPage.messages';
import type { Course } from './types';

const levelLook = {
  beginner: { color: 'green', label: messages.beginner },
  intermediate: { color: 'blue', label: messages.intermediate },
  advanced: { color: 'purple', label: messages.advanced },
} as const;

const statusLook = {
  completed: { color: 'green', icon: CheckCircledIcon, label: messages.completed },
  'in-progress': { color: 'amber', icon: LapTimerIcon, label: messages.inProgress },
  'not-started': { color: 'gray', icon: CircleIcon, label: messages.notStarted },
} as const;

export interface CourseCardProps {
  course: Course;
  layout: 'grid' | 'list';
  /** Where Continue Learning opens a course. */
  urls: Pick<LearnerUrls, 'article'>;
}

/** A course with its level, status, progress and the next step (continue, or read again once completed). */
export function CourseCard({ course, layout, urls }: CourseCardProps) {
  const intl = useIntl();
  const level = levelLook[course.level];
  const status = statusLook[course.status];
  const StatusIcon = status.icon;
  // No certificate is issued (spec decision 26): a completed course offers its reading again instead.
  const done = course.status === 'completed';
  const action = (
    <Button variant={done ? 'soft' : 'solid'} asChild>
      <RouterLink href={urls.article(course.articleId)}>
        {intl.formatMessage(
          done
            ? messages.readAgain
            : course.status === 'not-started'
              ? messages.start
              : messages.continueLearning,
        )}
      </RouterLink>
    </Button>
  );
  return (
    <Card size="3" style={{ height: '100%' }}>
      <Flex direction={layout === 'list' ? { initial: 'column', sm: 'row' } : 'column'} gap="4" height="100%">
        <Flex direction="column" gap="3" flexGrow="1">
          <Flex gap="2" wrap="wrap">
            <Badge color={level.color} highContrast>
              {intl.formatMessage(level.label)}
            </Badge>
            <Badge color={status.color} variant="outline" highContrast>
              <StatusIcon aria-hidden />
              {intl.formatMessage(status.label)}
            </Badge>
          </Flex>
          <Heading as="h2" size="4">
            {course.title}
          </Heading>
          <Text as="p" size="2" color="gray">
            {course.description}
          </Text>
          <Text as="p" size="1" color="gray">
            {intl.formatMessage(messages.meta, {
              articles: course.articleCount,
              minutes: course.readingMinutes,
            })}
          </Text>
        </Flex>
        <Flex direction="column" gap="3" justify="end" minWidth={layout === 'list' ? '220px' : undefined}>
          <Flex direction="column" gap="1">
            <Text size="1" color="gray">
              {intl.formatMessage(messages.progress, { percent: course.progress / 100 })}
            </Text>
            <Progress
              value={course.progress}
              color={course.status === 'completed' ? 'green' : undefined}
              aria-label={intl.formatMessage(messages.progressLabel, { title: course.title })}
            />
            <Text size="1" color="gray">
              {intl.formatMessage(messages.measured, {
                read: course.articlesRead,
                passed: course.checksPassed,
                total: course.articleCount,
              })}
            </Text>
          </Flex>
          {action}
        </Flex>
      </Flex>
    </Card>
  );
}
