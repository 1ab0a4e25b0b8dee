// The server does not know a visitor's language, so every mail carries both, English first.
import type { Mail } from './mail';

const signature = '— Kafka Learning';

export function verificationCodeMail(to: string, code: string): Mail {
  return {
    to,
    code,
    subject: `Your verification code: ${code} / Votre code de vérification`,
    text: [
      `Your verification code is ${code}. It expires in 10 minutes.`,
      `Votre code de vérification est ${code}. Il expire dans 10 minutes.`,
      signature,
    ].join('\n\n'),
  };
}

export function emailChangeCodeMail(to: string, code: string): Mail {
  return {
    to,
    code,
    subject: `Confirm your new email: ${code} / Confirmez votre nouvel email`,
    text: [
      `Enter ${code} to confirm this address for your Kafka Learning account. It expires in 10 minutes.`,
      `Saisissez ${code} pour confirmer cette adresse pour votre compte Kafka Learning. Il expire dans 10 minutes.`,
      signature,
    ].join('\n\n'),
  };
}

export function emailChangedNoticeMail(to: string, newEmail: string): Mail {
  return {
    to,
    subject: 'Your email address was changed / Votre adresse email a été modifiée',
    text: [
      `Your account now uses ${newEmail}. If you did not make this change, contact support.`,
      `Votre compte utilise désormais ${newEmail}. Si vous n'êtes pas à l'origine de ce changement, contactez le support.`,
      signature,
    ].join('\n\n'),
  };
}

export function temporaryPasswordMail(to: string, password: string): Mail {
  return {
    to,
    subject: 'Your temporary password / Votre mot de passe temporaire',
    text: [
      `Sign in with this temporary password within 1 hour: ${password}\nYou will then choose a new password. Your current password keeps working until you do.`,
      `Connectez-vous avec ce mot de passe temporaire dans l'heure : ${password}\nVous choisirez ensuite un nouveau mot de passe. Votre mot de passe actuel reste valable jusque-là.`,
      signature,
    ].join('\n\n'),
  };
}
