import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { UiProvider } from '../../provider/UiProvider';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/messages';
import { useDomainLabel } from './useDomainLabel';

async function labelsIn(locale: 'en' | 'fr') {
  const messages = await loadMessages(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <UiProvider locale={locale} appearance="light" messages={messages}>
      {children}
    </UiProvider>
  );
  return renderHook(() => useDomainLabel(), { wrapper }).result.current;
}

describe('useDomainLabel', () => {
  it('keeps the English names in English, and any name it does not know', async () => {
    const label = await labelsIn('en');
    expect(['Security', 'Kafka Streams', 'ksqlDB'].map(label)).toEqual([
      'Security',
      'Kafka Streams',
      'ksqlDB',
    ]);
    expect(label('Something new')).toBe('Something new');
  });

  it('translates the plain words into French and keeps Kafka’s own names', async () => {
    const label = await labelsIn('fr');
    expect(['Security', 'Testing', 'Monitoring'].map(label)).toEqual(['Sécurité', 'Tests', 'Supervision']);
    expect(['Producer', 'Schema Registry', 'ksqlDB'].map(label)).toEqual([
      'Producer',
      'Schema Registry',
      'ksqlDB',
    ]);
  });
});
