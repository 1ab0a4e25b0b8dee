import { Link } from '@radix-ui/themes';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';

/** A footer entry: a page of the site. */
export interface FooterEntry {
  label: MessageDescriptor;
  href: string;
}

/** One footer link. */
export function FooterItem({ label, href }: FooterEntry) {
  const intl = useIntl();
  return (
    <Link asChild size="2" color="gray" highContrast underline="hover">
      <RouterLink href={href}>{intl.formatMessage(label)}</RouterLink>
    </Link>
  );
}
