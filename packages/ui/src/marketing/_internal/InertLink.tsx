import type { Decorator } from '@storybook/react-vite';
import { LinkContext, type LinkComponent } from '../../provider/LinkContext';

/**
 * A link that keeps its href and click handlers but never navigates: stories and tests click links
 * (e.g. to prove the drawer closes) without the page leaving.
 */
export const InertLink: LinkComponent = ({ children, href, onClick, ...props }) => (
  <a
    {...props}
    href={href}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
    }}
  >
    {children}
  </a>
);

/** Story decorator: every library link inside the story is inert. */
export const withInertLinks: Decorator = (Story) => (
  <LinkContext.Provider value={InertLink}>
    <Story />
  </LinkContext.Provider>
);
