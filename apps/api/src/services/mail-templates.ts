// Every mail is written in the learner's language: the one stored on the account (from the UI language the
// site sends as Accept-Language when the learner registers, signs in or changes an address).
import type { Lang } from './language';
import type { Mail } from './mail';

const signature = '— Kafka Learning';
const body = (...paragraphs: string[]) => [...paragraphs, signature].join('\n\n');

export function verificationCodeMail(to: string, code: string, lang: Lang): Mail {
  return lang === 'fr'
    ? {
        to,
        code,
        subject: `Votre code de vérification : ${code}`,
        text: body(`Votre code de vérification est ${code}. Il expire dans 10 minutes.`),
      }
    : {
        to,
        code,
        subject: `Your verification code: ${code}`,
        text: body(`Your verification code is ${code}. It expires in 10 minutes.`),
      };
}

export function emailChangeCodeMail(to: string, code: string, lang: Lang): Mail {
  return lang === 'fr'
    ? {
        to,
        code,
        subject: `Confirmez votre nouvelle adresse email : ${code}`,
        text: body(
          `Saisissez ${code} pour confirmer cette adresse pour votre compte Kafka Learning. Il expire dans 10 minutes.`,
        ),
      }
    : {
        to,
        code,
        subject: `Confirm your new email: ${code}`,
        text: body(
          `Enter ${code} to confirm this address for your Kafka Learning account. It expires in 10 minutes.`,
        ),
      };
}

export function emailChangedNoticeMail(to: string, newEmail: string, lang: Lang): Mail {
  return lang === 'fr'
    ? {
        to,
        subject: 'Votre adresse email a été modifiée',
        text: body(
          `Votre compte utilise désormais ${newEmail}. Si vous n'êtes pas à l'origine de ce changement, contactez le support.`,
        ),
      }
    : {
        to,
        subject: 'Your email address was changed',
        text: body(`Your account now uses ${newEmail}. If you did not make this change, contact support.`),
      };
}

/** Forgot password: no link, a temporary password (the page and this mail say the same). */
export function temporaryPasswordMail(to: string, password: string, lang: Lang): Mail {
  return lang === 'fr'
    ? {
        to,
        subject: 'Votre mot de passe temporaire',
        text: body(
          `Vous avez demandé à réinitialiser votre mot de passe. Connectez-vous dans l'heure avec ce mot de passe temporaire : ${password}\nVous choisirez ensuite un nouveau mot de passe. Votre mot de passe actuel reste valable jusque-là.`,
          "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.",
        ),
      }
    : {
        to,
        subject: 'Your temporary password',
        text: body(
          `You asked to reset your password. Sign in with this temporary password within 1 hour: ${password}\nYou will then choose a new password. Your current password keeps working until you do.`,
          'If you did not ask for this, ignore this mail: your password does not change.',
        ),
      };
}
