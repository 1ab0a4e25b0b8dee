import { ExclamationTriangleIcon, MixIcon } from '@radix-ui/react-icons';
import {
  Button,
  Callout,
  Card,
  CheckboxGroup,
  Flex,
  Heading,
  RadioGroup,
  Spinner,
  Text,
  TextField,
} from '@radix-ui/themes';
import { useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './PracticeSetForm.messages';
import { useDomainLabel } from '../../shared/DomainLabel';

export const PRACTICE_SOURCES = ['all', 'missed', 'unseen', 'flagged'] as const;
export type PracticeSource = (typeof PRACTICE_SOURCES)[number];

export const PRACTICE_SCOPES = ['test', 'all'] as const;
export type PracticeScope = (typeof PRACTICE_SCOPES)[number];

export interface PracticeSetValues {
  /** Domain names, as the test lists them in `topics`. */
  domains: string[];
  count: number;
  source: PracticeSource;
  /** `test`: this test's questions; `all`: every test the learner can open. */
  scope: PracticeScope;
}

export interface PracticeSetFormProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onSubmit' | 'children'> {
  /** The test's domains (its `topics`); all are chosen at first. */
  domains: string[];
  /** The test's number of questions: the most a set can hold. */
  maxCount: number;
  /** The server draws the set; the form only sends what was chosen. */
  onSubmit: (values: PracticeSetValues) => void;
  isSubmitting?: boolean;
  /** `empty`: no question matched (the server's PRACTICE_SET_EMPTY); `failed`: any other failure. */
  error?: 'empty' | 'failed' | null;
  /** No learner yet, or an attempt is starting. */
  disabled?: boolean;
  /** Every domain, offered with "All my tests"; without it the set stays in this test. */
  allDomains?: string[];
  /** The most questions a set across all tests can hold. */
  maxAllCount?: number;
  /** Choices made beforehand (a link from Progress or the results); the rest keep their defaults. */
  initialValues?: Partial<PracticeSetValues>;
  /** Scrolls the form into view and moves focus to its heading on mount (it was opened for a purpose). */
  focusOnMount?: boolean;
}

const sourceLabels = {
  all: messages.sourceAll,
  missed: messages.sourceMissed,
  unseen: messages.sourceUnseen,
  flagged: messages.sourceFlagged,
} as const;

/** Domains, how many questions and from which source: a custom practice set to start. */
export function PracticeSetForm({
  domains,
  maxCount,
  onSubmit,
  isSubmitting = false,
  error = null,
  disabled = false,
  allDomains,
  maxAllCount = 200,
  initialValues,
  focusOnMount = false,
  ...rest
}: PracticeSetFormProps) {
  const intl = useIntl();
  const domainLabel = useDomainLabel();
  const id = useId();
  const [scope, setScope] = useState<PracticeScope>(
    allDomains && initialValues?.scope === 'all' ? 'all' : 'test',
  );
  const [chosen, setChosen] = useState<string[]>(initialValues?.domains ?? domains);
  const options = scope === 'all' && allDomains ? allDomains : domains;
  const most = scope === 'all' ? maxAllCount : maxCount;
  const [count, setCount] = useState(String(initialValues?.count ?? Math.min(10, maxCount)));
  const [source, setSource] = useState<PracticeSource>(initialValues?.source ?? 'missed');
  const number = Math.trunc(Number(count));
  const countValid = Number.isFinite(number) && number >= 1 && number <= most;
  const picked = chosen.filter((d) => options.includes(d));
  const canSubmit = picked.length > 0 && countValid && !disabled && !isSubmitting;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnMount) return;
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [focusOnMount]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onSubmit({ domains: picked, count: number, source, scope });
  };

  return (
    <Card size={{ initial: '2', sm: '3' }} {...rest}>
      <form onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Heading
              as="h2"
              size="4"
              id={`${id}-title`}
              ref={heading}
              tabIndex={-1}
              // Scrolled into view below the fixed top bar, not under it.
              style={{ scrollMarginTop: 96 }}
            >
              {intl.formatMessage(messages.title)}
            </Heading>
            <Text size="2" color="gray">
              {intl.formatMessage(messages.description)}
            </Text>
          </Flex>
          {allDomains && (
            <Flex direction="column" gap="2">
              <Text id={`${id}-scope`} size="2" weight="bold">
                {intl.formatMessage(messages.scope)}
              </Text>
              <RadioGroup.Root
                aria-labelledby={`${id}-scope`}
                value={scope}
                onValueChange={(next) => setScope(next as PracticeScope)}
              >
                <RadioGroup.Item value="test">{intl.formatMessage(messages.scopeTest)}</RadioGroup.Item>
                <RadioGroup.Item value="all">{intl.formatMessage(messages.scopeAll)}</RadioGroup.Item>
              </RadioGroup.Root>
            </Flex>
          )}
          <Flex asChild direction="column" gap="2">
            <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
              <Text as="span" size="2" weight="bold" asChild>
                <legend>{intl.formatMessage(messages.domains)}</legend>
              </Text>
              <CheckboxGroup.Root value={picked} onValueChange={setChosen}>
                {options.map((domain) => (
                  <CheckboxGroup.Item key={domain} value={domain}>
                    {domainLabel(domain)}
                  </CheckboxGroup.Item>
                ))}
              </CheckboxGroup.Root>
              {picked.length === 0 && (
                <Text size="2" color="red" role="status">
                  {intl.formatMessage(messages.noDomain)}
                </Text>
              )}
            </fieldset>
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={`${id}-count`} size="2" weight="bold">
              {intl.formatMessage(messages.count)}
            </Text>
            <TextField.Root
              id={`${id}-count`}
              type="number"
              inputMode="numeric"
              min={1}
              max={most}
              value={count}
              onChange={(event) => setCount(event.target.value)}
              aria-invalid={!countValid}
              aria-describedby={`${id}-count-hint`}
              style={{ maxWidth: 120 }}
            />
            <Text id={`${id}-count-hint`} size="1" color={countValid ? 'gray' : 'red'}>
              {intl.formatMessage(messages.countHint, { max: most })}
            </Text>
          </Flex>
          <Flex direction="column" gap="2">
            <Text id={`${id}-source`} size="2" weight="bold">
              {intl.formatMessage(messages.source)}
            </Text>
            <RadioGroup.Root
              aria-labelledby={`${id}-source`}
              value={source}
              onValueChange={(next) => setSource(next as PracticeSource)}
            >
              {PRACTICE_SOURCES.map((value) => (
                <RadioGroup.Item key={value} value={value}>
                  {intl.formatMessage(sourceLabels[value])}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          </Flex>
          {error && (
            <Callout.Root color={error === 'empty' ? 'amber' : 'red'} role="alert">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Callout.Text>
                {intl.formatMessage(error === 'empty' ? messages.empty : messages.failed)}
              </Callout.Text>
            </Callout.Root>
          )}
          <Flex>
            <Button type="submit" size="3" variant="soft" disabled={!canSubmit} aria-busy={isSubmitting}>
              <Spinner loading={isSubmitting}>
                <MixIcon aria-hidden />
              </Spinner>
              {intl.formatMessage(isSubmitting ? messages.submitting : messages.submit)}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
