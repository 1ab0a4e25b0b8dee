import { CheckCircledIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Badge, Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { Card } from '../../components/Card';
import { FormShell } from '../../components/FormShell';
import { NewPasswordFields, newPasswordRules } from '../../components/NewPasswordFields';
import { providerNames, type IdentityProviderId, type ProviderLink } from '../../components/ProviderButtons';
import { messages } from './ConnectedAccounts.messages';

export interface LinkedIdentity {
  provider: IdentityProviderId;
  /** What the provider said at linking, shown only. */
  email: string | null;
}

export interface ConnectedAccountsProps {
  /** `loading` while the sign-in methods load, `error` when they could not be. */
  state: 'loading' | 'error' | 'ready';
  /** The providers this server offers, each with its link address (a full page navigation to the provider). */
  providers: readonly ProviderLink[];
  /** Whether the account has a password. */
  hasPassword?: boolean;
  /** The linked providers. */
  identities?: readonly LinkedIdentity[];
  /** Unlinks a provider; resolve on success, reject on failure (then `error` says why). */
  onUnlink: (provider: IdentityProviderId) => Promise<void>;
  /** Sets the first password of an account made through a provider; resolve on success, reject on failure. */
  onSetPassword: (password: string) => Promise<void>;
  /** Loads again after `error`. */
  onRetry?: () => void;
  /** Why the last unlink, link or password failed (the server's message, translated). */
  error?: string;
  /** A provider just linked (back from the provider): says so. */
  justLinked?: IdentityProviderId;
  /** Start with the set-password form open. */
  defaultPasswordOpen?: boolean;
}

/**
 * Settings → Connected accounts: each provider the server offers, linked or not, with Link or Unlink; the password
 * as one more way in. The last way to sign in cannot be unlinked.
 */
export function ConnectedAccounts({
  state,
  providers,
  hasPassword = true,
  identities = [],
  onUnlink,
  onSetPassword,
  onRetry,
  error,
  justLinked,
  defaultPasswordOpen = false,
}: ConnectedAccountsProps) {
  const intl = useIntl();
  const formId = useId();
  const [busy, setBusy] = useState<IdentityProviderId>();
  const [unlinked, setUnlinked] = useState<IdentityProviderId>();
  const [passwordOpen, setPasswordOpen] = useState(defaultPasswordOpen);
  const [passwordSaved, setPasswordSaved] = useState(false);
  const schema = useMemo(() => yup.object(newPasswordRules(intl)), [intl]);
  const name = (id: IdentityProviderId) => intl.formatMessage(providerNames[id]);

  // Providers offered, then any linked provider the server no longer offers (it can still be unlinked).
  const rows: { id: IdentityProviderId; href?: string }[] = [
    ...providers.map((p) => ({ id: p.id, href: p.href })),
    ...identities.filter((i) => !providers.some((p) => p.id === i.provider)).map((i) => ({ id: i.provider })),
  ];
  if (state === 'ready' && rows.length === 0) return null;
  const ways = identities.length + (hasPassword ? 1 : 0);

  const unlink = async (id: IdentityProviderId) => {
    setBusy(id);
    setUnlinked(undefined);
    try {
      await onUnlink(id);
      setUnlinked(id);
    } catch {
      // `error` says why.
    } finally {
      setBusy(undefined);
    }
  };

  let body;
  if (state === 'loading') {
    body = (
      <Flex align="center" gap="2" role="status">
        <Spinner />
        <Text color="gray">{intl.formatMessage(messages.loading)}</Text>
      </Flex>
    );
  } else if (state === 'error') {
    body = (
      <Callout.Root color="red" role="alert">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>{intl.formatMessage(messages.loadFailed)}</Callout.Text>
        {onRetry && (
          <Flex>
            <Button variant="soft" color="red" onClick={onRetry}>
              {intl.formatMessage(messages.retry)}
            </Button>
          </Flex>
        )}
      </Callout.Root>
    );
  } else {
    const success = justLinked
      ? intl.formatMessage(messages.linked, { provider: name(justLinked) })
      : unlinked
        ? intl.formatMessage(messages.unlinked, { provider: name(unlinked) })
        : passwordSaved
          ? intl.formatMessage(messages.passwordSaved)
          : undefined;
    body = (
      <Flex direction="column" gap="3">
        <div role="status">
          {success && (
            <Callout.Root color="green" highContrast>
              <Callout.Icon>
                <CheckCircledIcon />
              </Callout.Icon>
              <Callout.Text>{success}</Callout.Text>
            </Callout.Root>
          )}
        </div>
        {error && (
          <Callout.Root color="red" role="alert">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        )}
        <Flex asChild direction="column" gap="3" m="0" p="0" style={{ listStyle: 'none' }}>
          <ul>
            {rows.map(({ id, href }) => {
              const linked = identities.find((i) => i.provider === id);
              const last = !!linked && ways <= 1;
              const hintId = `${formId}-${id}-last`;
              return (
                <Flex asChild key={id} justify="between" align="center" gap="3" wrap="wrap">
                  <li data-provider={id}>
                    <Flex direction="column" gap="1" minWidth="0">
                      <Text weight="medium">{name(id)}</Text>
                      <Text size="2" color="gray" style={{ overflowWrap: 'anywhere' }}>
                        {linked
                          ? linked.email
                            ? intl.formatMessage(messages.linkedAs, { email: linked.email })
                            : intl.formatMessage(messages.linkedNoEmail)
                          : intl.formatMessage(messages.notLinked)}
                      </Text>
                      {last && (
                        <Text size="1" color="gray" id={hintId}>
                          {intl.formatMessage(messages.lastMethod)}
                        </Text>
                      )}
                    </Flex>
                    {linked ? (
                      <Button
                        variant="soft"
                        color="gray"
                        disabled={last || busy !== undefined}
                        aria-describedby={last ? hintId : undefined}
                        aria-label={`${intl.formatMessage(messages.unlink)} ${name(id)}`}
                        onClick={() => void unlink(id)}
                      >
                        <Spinner loading={busy === id}>{intl.formatMessage(messages.unlink)}</Spinner>
                      </Button>
                    ) : (
                      href && (
                        <Button asChild variant="soft">
                          <a href={href} aria-label={`${intl.formatMessage(messages.link)} ${name(id)}`}>
                            {intl.formatMessage(messages.link)}
                          </a>
                        </Button>
                      )
                    )}
                  </li>
                </Flex>
              );
            })}
            <Flex asChild justify="between" align="center" gap="3" wrap="wrap">
              <li data-provider="password">
                <Flex direction="column" gap="1" minWidth="0">
                  <Text weight="medium">{intl.formatMessage(messages.password)}</Text>
                  {hasPassword ? (
                    <Flex>
                      <Badge color="green">{intl.formatMessage(messages.passwordSet)}</Badge>
                    </Flex>
                  ) : (
                    <Text size="2" color="gray">
                      {intl.formatMessage(messages.noPassword)}
                    </Text>
                  )}
                </Flex>
                {!hasPassword && !passwordOpen && (
                  <Button
                    variant="soft"
                    aria-expanded={false}
                    aria-controls={`${formId}-password`}
                    onClick={() => {
                      setPasswordSaved(false);
                      setPasswordOpen(true);
                    }}
                  >
                    {intl.formatMessage(messages.setPassword)}
                  </Button>
                )}
              </li>
            </Flex>
          </ul>
        </Flex>
        {!hasPassword && passwordOpen && (
          <FormShell
            id={`${formId}-password`}
            initialValues={{ newPassword: '', confirmPassword: '' }}
            validationSchema={schema}
            onSubmit={async ({ newPassword }) => {
              await onSetPassword(newPassword).then(
                () => {
                  setPasswordOpen(false);
                  setPasswordSaved(true);
                },
                () => undefined,
              );
            }}
            submitErrorTitle={intl.formatMessage(messages.failed)}
            maxWidth="480px"
          >
            <NewPasswordFields variant="create" />
            <Flex gap="3">
              <FormShell.Submit busyLabel={intl.formatMessage(messages.savingPassword)}>
                {intl.formatMessage(messages.savePassword)}
              </FormShell.Submit>
              <Button type="button" variant="soft" color="gray" onClick={() => setPasswordOpen(false)}>
                {intl.formatMessage(messages.cancel)}
              </Button>
            </Flex>
          </FormShell>
        )}
      </Flex>
    );
  }

  return (
    <Card.Root>
      <Card.Header
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
      />
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
