import type { MessageDescriptor } from 'react-intl';

/** One section of a legal page: a heading, its paragraphs and an optional list. */
export interface LegalSection {
  id: string;
  title: MessageDescriptor;
  paragraphs: MessageDescriptor[];
  items?: MessageDescriptor[];
}

/** A legal page's text, in the library's messages so it ships in English and French. */
export interface LegalDocument {
  title: MessageDescriptor;
  lead: MessageDescriptor;
  /** The day this text last changed (ISO date), shown under the title. */
  updatedOn: string;
  sections: LegalSection[];
}
