import { Flex } from '@radix-ui/themes';
import { NavLink } from './NavLink';
import type { NavLinkItem } from './navItems';

/** The page links as a list, laid out for the bar (a row) or the drawer (a column). */
export function NavLinkList({ links, layout }: { links: NavLinkItem[]; layout: 'bar' | 'drawer' }) {
  return (
    <Flex asChild direction={layout === 'bar' ? 'row' : 'column'} gap="1">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {links.map((link) => (
          <li key={link.url}>
            <NavLink href={link.url} layout={layout} active={link.active}>
              {link.content}
            </NavLink>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
