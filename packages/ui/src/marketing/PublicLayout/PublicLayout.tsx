import { Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { styled } from '../../stitches.config';
import { Footer, type FooterProps } from '../Footer';
import { TopNav, type TopNavProps } from '../TopNav';

const MAIN_ID = 'main-content';

const Main = styled('main', { flexGrow: 1, '&:focus': { outline: 'none' } });

export interface PublicLayoutProps
  extends
    Pick<
      TopNavProps,
      | 'currentPath'
      | 'locale'
      | 'appearance'
      | 'appearancePreference'
      | 'onLocaleChange'
      | 'onAppearancePreferenceChange'
    >,
    Pick<FooterProps, 'socialLinks'> {
  /** The page itself, rendered in the main landmark. */
  children: ReactNode;
}

/** The frame of every public page: top navigation (opening with a skip link), main content and footer. */
export function PublicLayout({ children, socialLinks, ...navProps }: PublicLayoutProps) {
  return (
    <Flex direction="column" style={{ minHeight: '100vh', position: 'relative' }}>
      <TopNav {...navProps} skipToId={MAIN_ID} />
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      <Footer socialLinks={socialLinks} />
    </Flex>
  );
}
