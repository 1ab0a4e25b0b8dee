import { DiscordLogoIcon, GitHubLogoIcon, LinkedInLogoIcon, TwitterLogoIcon } from '@radix-ui/react-icons';
import { Flex, IconButton } from '@radix-ui/themes';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './Footer.messages';

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

/** The social icons of the networks with an address; nothing when there is none (no placeholders). */
export function SocialLinks({ links }: { links: Partial<Record<SocialNetwork, string>> }) {
  const intl = useIntl();
  const linked = networks.filter(({ id }) => links[id]);
  if (linked.length === 0) return null;
  return (
    <Flex asChild gap="2" align="center">
      <ul
        aria-label={intl.formatMessage(messages.social)}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {linked.map(({ id, name, Icon }) => (
          <li key={id}>
            <IconButton asChild variant="ghost" color="gray" size="2" highContrast>
              <a href={links[id]} target="_blank" rel="noopener noreferrer" aria-label={name}>
                <Icon width={18} height={18} />
              </a>
            </IconButton>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
