import { Button, Flex, Separator } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { NavLink } from './NavLink';
import { messages } from './TopNav.messages';
import { isActivePath, navItems, type TopNavUrls } from './navItems';

/** What the small-screen drawer holds: the page links, then the way in (Login, Sign Up). */
export function DrawerContent({ currentPath, urls }: { currentPath: string; urls: TopNavUrls }) {
  const intl = useIntl();
  return (
    <>
      <nav aria-label={intl.formatMessage(messages.mainNav)}>
        <Flex asChild direction="column" gap="1">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {navItems.map((item) => (
              <li key={item.key}>
                <NavLink
                  href={urls[item.key]}
                  layout="drawer"
                  active={isActivePath(currentPath, urls[item.key])}
                >
                  {intl.formatMessage(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </Flex>
      </nav>
      <Separator size="4" my="4" />
      <Flex direction="column" gap="3">
        <Button asChild variant="outline" size="3">
          <RouterLink href={urls.login}>{intl.formatMessage(messages.login)}</RouterLink>
        </Button>
        <Button asChild size="3">
          <RouterLink href={urls.signup}>{intl.formatMessage(messages.signup)}</RouterLink>
        </Button>
      </Flex>
    </>
  );
}
