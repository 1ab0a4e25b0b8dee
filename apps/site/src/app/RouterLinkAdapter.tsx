import type { LinkComponentProps } from '@elearning/ui';
import { Link } from 'react-router-dom';

const external = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;

/** The link the ui package renders: client-side navigation for app paths, a plain anchor for the rest. */
export function RouterLinkAdapter({ href, children, ...rest }: LinkComponentProps) {
  if (external.test(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
