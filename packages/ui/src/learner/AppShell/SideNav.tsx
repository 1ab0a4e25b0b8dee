import { Flex } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { css } from '../../stitches.config';
import { messages } from './AppShell.messages';
import { activeNavKey, navItems, type AppShellUrls } from './navItems';

// Raw Radix variables, not stitches tokens: the tokens are declared on :root, outside .radix-themes, so they
// would miss the dark theme's values and the space scale.
const navLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--space-3)',
  padding: 'var(--space-2) var(--space-3)',
  borderRadius: 'var(--radius-2)',
  color: 'var(--gray-12)',
  fontSize: 'var(--font-size-2)',
  fontWeight: 500,
  textDecoration: 'none',
  '&:hover': { backgroundColor: 'var(--gray-a3)' },
  '&:focus-visible': { outline: '2px solid var(--focus-8)', outlineOffset: 2 },
  // Active: tinted background, accent text, bold and an edge bar, so colour is not the only signal.
  '&[aria-current="page"]': {
    backgroundColor: 'var(--accent-a3)',
    color: 'var(--accent-11)',
    fontWeight: 700,
    boxShadow: 'inset 3px 0 0 var(--accent-9)',
  },
});

export interface SideNavProps {
  currentPath: string;
  urls: AppShellUrls;
}

/** The authenticated side menu (every signed-in section), with aria-current on the active one. */
export function SideNav({ currentPath, urls }: SideNavProps) {
  const intl = useIntl();
  const active = activeNavKey(currentPath, urls);
  return (
    <nav aria-label={intl.formatMessage(messages.mainNav)}>
      <Flex asChild direction="column" gap="1" p="3" m="0">
        <ul style={{ listStyle: 'none' }}>
          {navItems.map(({ key, label, icon: Icon }) => (
            <li key={key}>
              <RouterLink
                href={urls[key]}
                className={navLink()}
                aria-current={key === active ? 'page' : undefined}
              >
                <Icon aria-hidden />
                {intl.formatMessage(label)}
              </RouterLink>
            </li>
          ))}
        </ul>
      </Flex>
    </nav>
  );
}
