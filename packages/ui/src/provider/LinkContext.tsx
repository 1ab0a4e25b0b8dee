import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

/** What the library hands to the app's link: an href and the anchor attributes to pass through. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** The app's link (e.g. a router link) so the library never imports a router. */
export type LinkComponent = ComponentType<LinkComponentProps>;

const PlainAnchor: LinkComponent = ({ children, ...props }) => <a {...props}>{children}</a>;

export const LinkContext = createContext<LinkComponent>(PlainAnchor);

/** The link component given to UiProvider, or a plain anchor. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}
