import type { Locale } from '@elearning/ui';
import { usePreferences } from './preferences';

// The ui ships every screen's own text, but not the notices a container raises after a call (spec section 8)
// nor the fallbacks it passes as `submitError` when the server gave no message. They live here, in both
// languages, until the ui exports them; the type makes a missing French text a compile error.
const en = {
  loginSuccess: 'Login successful!',
  loginFailed: 'Login failed',
  signUpFailed: 'Registration failed. Please try again.',
  noPendingEmail: 'No email found. Please register again.',
  emailVerified: 'Email verified successfully!',
  invalidCode: 'Invalid code.',
  resetLinkSent: 'Reset link sent.',
  resetLinkFailed: 'Unable to send reset link. Please try again.',
  changePasswordFailed: 'An error occurred.',
  contactFailed: 'Failed to send message.',
  profileUpdated: 'Profile updated successfully.',
  profileUpdateFailed: 'Failed to update profile.',
  passwordUpdated: 'Password updated successfully.',
  passwordUpdateFailed: 'Failed to update password.',
  codeSent: 'Verification code sent to the new email.',
  codeSendFailed: 'Failed to send verification code.',
  emailUpdated: 'Email updated successfully.',
  emailVerifyFailed: 'Verification failed.',
  subscriptionActive: 'Payment successful! Your subscription is now active.',
  paymentFailed: 'Payment failed. Please try again.',
  paymentCreateFailed: 'Failed to create subscription payment',
} as const;

export type TextKey = keyof typeof en;

const fr: Record<TextKey, string> = {
  loginSuccess: 'Connexion réussie !',
  loginFailed: 'Échec de la connexion',
  signUpFailed: "L'inscription a échoué. Veuillez réessayer.",
  noPendingEmail: 'Aucun email trouvé. Veuillez vous réinscrire.',
  emailVerified: 'Email vérifié avec succès !',
  invalidCode: 'Code invalide.',
  resetLinkSent: 'Lien de réinitialisation envoyé.',
  resetLinkFailed: "Impossible d'envoyer le lien de réinitialisation. Veuillez réessayer.",
  changePasswordFailed: 'Une erreur est survenue.',
  contactFailed: "Échec de l'envoi du message.",
  profileUpdated: 'Profil mis à jour avec succès.',
  profileUpdateFailed: 'Échec de la mise à jour du profil.',
  passwordUpdated: 'Mot de passe mis à jour avec succès.',
  passwordUpdateFailed: 'Échec de la mise à jour du mot de passe.',
  codeSent: 'Code de vérification envoyé à la nouvelle adresse email.',
  codeSendFailed: "Échec de l'envoi du code de vérification.",
  emailUpdated: 'Email mis à jour avec succès.',
  emailVerifyFailed: 'La vérification a échoué.',
  subscriptionActive: 'Paiement réussi ! Votre abonnement est maintenant actif.',
  paymentFailed: 'Le paiement a échoué. Veuillez réessayer.',
  paymentCreateFailed: "Échec de la création du paiement de l'abonnement",
};

const texts: Record<Locale, Record<TextKey, string>> = { en, fr };

/** The app's own texts in the current language. */
export function useTexts(): Record<TextKey, string> {
  return texts[usePreferences().locale];
}
