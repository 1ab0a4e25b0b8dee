import { DiscordLogoIcon, GitHubLogoIcon, LinkedInLogoIcon, TwitterLogoIcon } from '@radix-ui/react-icons';
import { Flex, IconButton } from '@radix-ui/themes';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '../../stitches.config';
import { messages, socialSoonMessage } from './Footer.messages';

export type SocialNetwork = 'github' | 'twitter' | 'linkedin' | 'discord';

// Brand names stay as the brands write them, in every language.
const networks: {
  id: SocialNetwork;
  name: string;
  Icon: ComponentType<{ width: number; height: number }>;
}[] = [
  { id: 'github', name: 'GitHub', Icon: GitHubLogoIcon },
  { id: 'twitter', name: 'X (Twitter)', Icon: TwitterLogoIcon },
  { id: 'linkedin', name: 'LinkedIn', Icon: LinkedInLogoIcon },
  { id: 'discord', name: 'Discord', Icon: DiscordLogoIcon },
];

const Unlinked = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 'var(--space-6)',
  height: 'var(--space-6)',
  color: 'var(--gray-11)',
});

/** The social icons: links where an address is given, named placeholders otherwise. */
export function SocialLinks({ links }: { links: Partial<Record<SocialNetwork, string>> }) {
  const intl = useIntl();
  return (
    <Flex asChild gap="2" align="center">
      <ul
        aria-label={intl.formatMessage(messages.social)}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {networks.map(({ id, name, Icon }) => {
          const href = links[id];
          return (
            <li key={id}>
              {href ? (
                <IconButton asChild variant="ghost" color="gray" size="2" highContrast>
                  <a href={href} target="_blank" rel="noopener noreferrer" aria-label={name}>
                    <Icon width={18} height={18} />
                  </a>
                </IconButton>
              ) : (
                <Unlinked role="img" aria-label={intl.formatMessage(socialSoonMessage, { network: name })}>
                  <Icon width={18} height={18} />
                </Unlinked>
              )}
            </li>
          );
        })}
      </ul>
    </Flex>
  );
}
