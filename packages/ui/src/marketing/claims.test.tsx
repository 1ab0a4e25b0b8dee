import type { ReactElement } from 'react';
import type { Locale } from '../i18n/messages';
import { renderWithUi } from '../test/renderWithUi';
import { publicUrls } from './_internal/storyUrls.fixtures';
import { AboutPage } from './AboutPage';
import { ContactPage } from './ContactPage';
import { Footer } from './Footer';
import { HomePage } from './HomePage';

// Every claim the public pages make must be true of this product: no audience figures nobody measured, labs
// described as the guided simulations they are, no plan or feature the server does not sell, no made-up team,
// founding year or throughput (spec decision 59).
const untrue = [
  /\bstudents?\b|apprenants formés/i,
  /\d[\d\s,.]*\s?k?\+?\s*(students|apprenants)/i,
  /10[\s,.\u00a0\u202f]?000\+|50\s?k\+/i,
  /real cluster|vrai cluster|in the cloud|dans le cloud|real Kafka commands|vraies commandes/i,
  /analytics|analyses? avancées/i,
  /free trial|essai gratuit|per user|par utilisateur|\bteam plan|enterprise/i,
  /companies trust|entreprises nous font confiance|24\/7/i,
  /credential employers|reconnu par les employeurs/i,
  /meet the team|founded in|fondée en|messages per second|messages par seconde/i,
  // Issue 28: no animations exist, no placeholder links or phone, no course nobody wrote (spec decision 83).
  /visual animations?|animations? visuelles?|\banimations\b/i,
  /coming soon|\bsoon\b|bientôt/i,
  /\+33 1 23|555 01|tel:/i,
  /2-3 weeks|2 à 3 semaines|Schema Registry/i,
];

const pages: [string, ReactElement][] = [
  ['HomePage', <HomePage urls={publicUrls} />],
  ['AboutPage', <AboutPage urls={publicUrls} />],
  ['ContactPage', <ContactPage onSubmit={async () => undefined} />],
  ['Footer', <Footer urls={publicUrls} />],
];

describe.each(['en', 'fr'] as Locale[])('public claims in %s', (locale) => {
  it.each(pages)('%s claims only what is true', (_name, page) => {
    const { container } = renderWithUi(page, { locale });
    const text = container.textContent ?? '';
    for (const pattern of untrue) expect(text).not.toMatch(pattern);
  });
});
