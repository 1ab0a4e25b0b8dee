import { LegalPage, type LegalPageProps } from '@elearning/ui';
import { usePublicUrls } from '../../lib/addresses';

/** The Terms of Service or the Privacy Policy: static text shipped in both languages. */
export function LegalContainer({ document }: Pick<LegalPageProps, 'document'>) {
  return <LegalPage document={document} urls={usePublicUrls()} />;
}
