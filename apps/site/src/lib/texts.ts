import type { Locale } from '@elearning/ui';
import { usePreferences } from './preferences';

// The ui ships every screen's own text, but not the notices a container raises after a call (spec section 8)
// nor the fallbacks it passes as `submitError` when the server gave no message. They live here, in both
// languages, until the ui exports them; the type makes a missing French text a compile error. Outcomes the
// ui already shows in place (settings panels, contact, Check your email, /success) are not repeated as toasts.
const en = {
  loginSuccess: 'Login successful!',
  loginFailed: 'Login failed',
  signUpFailed: 'Registration failed. Please try again.',
  noPendingEmail: 'No email found. Please register again.',
  emailVerified: 'Email verified successfully!',
  invalidCode: 'Invalid code.',
  resetLinkFailed: 'Unable to send reset link. Please try again.',
  changePasswordFailed: 'An error occurred.',
  contactFailed: 'Failed to send message.',
  profileUpdateFailed: 'Failed to update profile.',
  passwordUpdateFailed: 'Failed to update password.',
  codeSendFailed: 'Failed to send verification code.',
  emailVerifyFailed: 'Verification failed.',
  paymentCreateFailed: 'Failed to create subscription payment',
  certificateUnavailable: 'Certificates are not available yet.',
  pageFailed: 'This page could not be shown. Reloading usually fixes it.',
  reload: 'Reload',
} as const;

export type TextKey = keyof typeof en;

const fr: Record<TextKey, string> = {
  loginSuccess: 'Connexion réussie !',
  loginFailed: 'Échec de la connexion',
  signUpFailed: "L'inscription a échoué. Veuillez réessayer.",
  noPendingEmail: 'Aucun email trouvé. Veuillez vous réinscrire.',
  emailVerified: 'Email vérifié avec succès !',
  invalidCode: 'Code invalide.',
  resetLinkFailed: "Impossible d'envoyer le lien de réinitialisation. Veuillez réessayer.",
  changePasswordFailed: 'Une erreur est survenue.',
  contactFailed: "Échec de l'envoi du message.",
  profileUpdateFailed: 'Échec de la mise à jour du profil.',
  passwordUpdateFailed: 'Échec de la mise à jour du mot de passe.',
  codeSendFailed: "Échec de l'envoi du code de vérification.",
  emailVerifyFailed: 'La vérification a échoué.',
  paymentCreateFailed: "Échec de la création du paiement de l'abonnement",
  certificateUnavailable: 'Les certificats ne sont pas encore disponibles.',
  pageFailed: "Cette page n'a pas pu s'afficher. Un rechargement règle généralement le problème.",
  reload: 'Recharger',
};

const texts: Record<Locale, Record<TextKey, string>> = { en, fr };

/** The app's own texts in the current language. */
export function useTexts(): Record<TextKey, string> {
  return texts[usePreferences().locale];
}
