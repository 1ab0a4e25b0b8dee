import { Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { styled } from '../../stitches.config';
import { Footer, type FooterProps, type FooterUrls } from '../Footer';
import { TopNav, type TopNavProps, type TopNavUrls } from '../TopNav';

const MAIN_ID = 'main-content';

/** Every URL the public frame links to. */
export type PublicUrls = TopNavUrls & FooterUrls;

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
      | 'localeAddresses'
      | 'appearanceAddresses'
      | 'onAppearancePreferenceChange'
      | 'account'
    >,
    Pick<FooterProps, 'socialLinks' | 'year'> {
  /** Where every link of the bar and the footer goes (the site's `config/paths.ts`). */
  urls: PublicUrls;
  /** The page itself, rendered in the main landmark. */
  children: ReactNode;
}

/** The frame of every public page: top navigation (opening with a skip link), main content and footer. */
export function PublicLayout({ children, socialLinks, year, urls, ...navProps }: PublicLayoutProps) {
  return (
    <Flex direction="column" style={{ minHeight: '100vh', position: 'relative' }}>
      <TopNav {...navProps} urls={urls} skipToId={MAIN_ID} />
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      <Footer socialLinks={socialLinks} year={year} urls={urls} />
    </Flex>
  );
}
