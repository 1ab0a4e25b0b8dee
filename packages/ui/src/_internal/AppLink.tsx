import { Link as ThemeLink } from '@radix-ui/themes';
import { createElement, type ComponentPropsWithoutRef } from 'react';
import { useLinkComponent, type LinkComponentProps } from '../provider/LinkContext';

/** The app's own link component, for use inside Radix `asChild` slots (e.g. `<Button asChild>`). */
export function RouterLink(props: LinkComponentProps) {
  // The component comes from context and is stable; createElement says so to the hooks linter.
  return createElement(useLinkComponent(), props);
}

export interface AppLinkProps extends Omit<ComponentPropsWithoutRef<typeof ThemeLink>, 'href' | 'asChild'> {
  href: string;
}

/** A text link styled by the theme that navigates with the app's router. */
export function AppLink({ href, children, ...rest }: AppLinkProps) {
  return (
    <ThemeLink asChild {...rest}>
      <RouterLink href={href}>{children}</RouterLink>
    </ThemeLink>
  );
}
