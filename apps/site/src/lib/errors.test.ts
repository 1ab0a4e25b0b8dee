import { ApiError } from '@elearning/api-client';
import { createIntl } from 'react-intl';
import { frMessages } from '../i18n/fr';
import { errorText, refusalText } from './errors';

const fr = createIntl({
  locale: 'fr',
  messages: frMessages,
  onError: (e) => {
    throw e;
  },
});
const en = createIntl({ locale: 'en', messages: {}, onError: () => undefined });

describe('errorText', () => {
  it('translates the code, never the English message', () => {
    const error = new ApiError(401, 'Invalid email or password', 'login', {
      code: 'AUTH_INVALID_CREDENTIALS',
    });
    expect(errorText(error, fr)).toBe('Email ou mot de passe incorrect.');
    expect(errorText(error, en)).toBe('Invalid email or password.');
    const renamed = new ApiError(409, 'Some new English wording', 'submitAnswer', {
      code: 'ATTEMPT_TIME_UP',
    });
    expect(errorText(renamed, fr)).toBe('Le temps est écoulé : ce test est terminé.');
  });

  it('tells an account without a password where to set one, rather than that its password is wrong', () => {
    for (const operationId of ['deleteMyAccount', 'initiateEmailChange', 'changePassword'] as const) {
      const error = new ApiError(409, 'This account has no password yet', operationId, {
        code: 'PASSWORD_NOT_SET',
      });
      expect(errorText(error, en)).toBe(
        'Your account has no password yet: set one in Settings, under Connected accounts (Set a password), then try again.',
      );
      expect(errorText(error, fr)).toBe(
        "Votre compte n'a pas encore de mot de passe : définissez-en un dans Paramètres, sous Comptes connectés (Définir un mot de passe), puis réessayez.",
      );
    }
  });

  it('says how long to wait when rate-limited', () => {
    const error = new ApiError(429, 'Too many attempts', 'login', {
      code: 'RATE_LIMITED',
      retryAfterSeconds: 42,
    });
    expect(errorText(error, fr)).toBe('Trop de tentatives. Réessayez dans 42 secondes.');
    expect(errorText(error, en)).toBe('Too many attempts. Try again in 42 seconds.');
  });

  it('says in minutes when practice sets may be started again', () => {
    const error = new ApiError(429, 'Too many practice sets started', 'startPracticeSet', {
      code: 'PRACTICE_SET_LIMIT',
      retryAfterSeconds: 250,
    });
    expect(errorText(error, fr)).toBe(
      'Vous avez lancé beaucoup de séries d’entraînement en peu de temps. Réessayez dans 5 minutes.',
    );
    expect(errorText(error, en)).toBe(
      'You have started many practice sets in a short time. Try again in 5 minutes.',
    );
    const forced = new ApiError(403, 'Choose a new password first', 'getTests', {
      code: 'PASSWORD_CHANGE_REQUIRED',
    });
    expect(errorText(forced, fr)).toBe(
      'Choisissez d’abord un nouveau mot de passe : vous vous êtes connecté avec un mot de passe temporaire.',
    );
  });

  it('names the password rule for a password validation error', () => {
    const error = new ApiError(400, 'body/password must NOT…', 'register', {
      code: 'VALIDATION',
      field: 'password',
    });
    expect(errorText(error, fr)).toBe('Le mot de passe doit contenir au moins 8 caractères.');
  });

  it('falls back to a generic text for an unknown code, never the raw English', () => {
    const error = new ApiError(409, 'A brand new refusal', 'startTest', {
      code: 'SOMETHING_NEW' as unknown as 'NOT_FOUND',
    });
    expect(errorText(error, fr)).toBe('Une erreur est survenue. Veuillez réessayer.');
  });

  it("uses the operation's failure when the answer had no code, and nothing without an answer", () => {
    expect(errorText(new ApiError(502, 'getOrders failed with status code 502', 'getOrders'), fr)).toBe(
      'Impossible de charger les commandes',
    );
    expect(errorText(new ApiError(0, 'Network Error', 'getOrders'), fr)).toBeUndefined();
    expect(errorText(new Error('boom'), fr)).toBeUndefined();
  });
});

describe('refusalText', () => {
  it('says the server’s own refusals of a form posted before the app ran, in both languages, as the form would', () => {
    expect(refusalText('PASSWORDS_DIFFER', en)).toBe('Passwords do not match.');
    expect(refusalText('PASSWORDS_DIFFER', fr)).toBe('Les mots de passe ne correspondent pas.');
    expect(refusalText('TERMS_NOT_ACCEPTED', en)).toBe('You must agree to the terms.');
    expect(refusalText('TERMS_NOT_ACCEPTED', fr)).toBe('Vous devez accepter les conditions.');
  });

  it('says the API’s codes, and a generic failure for a code it does not know', () => {
    expect(refusalText('EMAIL_IN_USE', fr)).toBe('Cette adresse email est déjà utilisée.');
    expect(refusalText('NO_SUCH_CODE', en)).toBe('Something went wrong. Please try again.');
  });
});
