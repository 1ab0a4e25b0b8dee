import { Box, Container, Flex, Grid, Heading, Separator, Text } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Logo } from '../../components/Logo';
import { copyrightMessage, messages } from './Footer.messages';
import { FooterItem, type FooterEntry } from './FooterItem';
import { SocialLinks, type SocialNetwork } from './SocialLinks';

/** Where the footer's page links go: the app's URLs, from the site's `config/paths.ts`. */
export interface FooterUrls {
  articles: string;
  practiceLabs: string;
  pricing: string;
  about: string;
  contact: string;
  terms: string;
  privacy: string;
  /** The cookie section of the privacy policy. */
  cookies: string;
}

// Only pages that exist: no placeholder ("Soon") entries (spec decision 83).
const columns = (urls: FooterUrls): { title: MessageDescriptor; entries: FooterEntry[] }[] => [
  {
    title: messages.product,
    entries: [
      { label: messages.articles, href: urls.articles },
      { label: messages.practiceLabs, href: urls.practiceLabs },
      { label: messages.pricing, href: urls.pricing },
    ],
  },
  {
    title: messages.company,
    entries: [
      { label: messages.about, href: urls.about },
      { label: messages.contact, href: urls.contact },
    ],
  },
];

const legal = (urls: FooterUrls): FooterEntry[] => [
  { label: messages.privacy, href: urls.privacy },
  { label: messages.terms, href: urls.terms },
  { label: messages.cookies, href: urls.cookies },
];

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

export interface FooterProps extends ComponentPropsWithoutRef<'footer'> {
  /** Addresses of the product's social accounts; a network without one is not shown. */
  socialLinks?: Partial<Record<SocialNetwork, string>>;
  /** The copyright year: the current one unless given (stories freeze it). */
  year?: number;
  /** Where each page link goes (the site's `config/paths.ts`). */
  urls: FooterUrls;
}

/** The public site's footer: product and company links, social icons, legal notes and copyright. */
export function Footer({ socialLinks = {}, urls, year, style, ...rest }: FooterProps) {
  const intl = useIntl();
  return (
    <footer
      style={{ borderTop: '1px solid var(--gray-a5)', background: 'var(--gray-2)', ...style }}
      {...rest}
    >
      <Container size="4" px="4" py={{ initial: '6', sm: '8' }}>
        <Grid columns={{ initial: '1', xs: '2', md: '3' }} gap="6">
          <Flex direction="column" gap="3">
            <Logo />
            <Text size="2" color="gray" style={{ maxWidth: 280 }}>
              {intl.formatMessage(messages.tagline)}
            </Text>
            <SocialLinks links={socialLinks} />
          </Flex>
          {columns(urls).map((column) => (
            <Box key={column.title.id}>
              <Heading as="h2" size="2" mb="3">
                {intl.formatMessage(column.title)}
              </Heading>
              <Flex asChild direction="column" gap="2">
                <ul style={plainList}>
                  {column.entries.map((entry) => (
                    <li key={entry.label.id}>
                      <FooterItem {...entry} />
                    </li>
                  ))}
                </ul>
              </Flex>
            </Box>
          ))}
        </Grid>
        <Separator size="4" my="6" />
        <Flex direction={{ initial: 'column', sm: 'row' }} justify="between" gap="3">
          <Text size="2" color="gray">
            {intl.formatMessage(copyrightMessage, { year: String(year ?? new Date().getFullYear()) })}
          </Text>
          <Flex asChild gap="4" wrap="wrap">
            <ul aria-label={intl.formatMessage(messages.legal)} style={plainList}>
              {legal(urls).map((entry) => (
                <li key={entry.label.id}>
                  <FooterItem {...entry} />
                </li>
              ))}
            </ul>
          </Flex>
        </Flex>
      </Container>
    </footer>
  );
}
