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

const LOCALES = { en: 'en-GB', fr: 'fr-FR' } as const;

export function mailDate(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export function mailAmount(cents: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency }).format(cents / 100);
}

/** Where the learner finds the receipt: the Orders page, as a link when the site's address is configured. */
function ordersLine(siteUrl: string | undefined, lang: Lang): string {
  const link = siteUrl ? `${siteUrl.replace(/\/$/, '')}/orders` : undefined;
  if (lang === 'fr')
    return link
      ? `Téléchargez votre reçu depuis vos commandes : ${link}`
      : 'Téléchargez votre reçu depuis la page Commandes de votre compte.';
  return link
    ? `Download your receipt from your orders: ${link}`
    : 'Download your receipt from the Orders page of your account.';
}

export interface PurchaseMailFacts {
  /** A test purchase, the first period of a subscription, or a renewal. */
  kind: 'test' | 'subscription' | 'renewal';
  /** The test's title in the learner's language (test purchases). */
  title: string | null;
  amountCents: number;
  currency: string;
  receiptNumber: string | null;
  expiresAt: Date;
  siteUrl?: string;
}

/** The confirmation of every purchase and every subscription period, with its receipt. */
export function purchaseConfirmationMail(to: string, facts: PurchaseMailFacts, lang: Lang): Mail {
  const amount = mailAmount(facts.amountCents, facts.currency, lang);
  const until = mailDate(facts.expiresAt, lang);
  const receipt = facts.receiptNumber;
  if (lang === 'fr') {
    const what =
      facts.kind === 'test'
        ? `le test « ${facts.title ?? 'Test d’entraînement'} »`
        : 'Kafka Learning Premium';
    const subject =
      facts.kind === 'test'
        ? `Achat confirmé : ${facts.title ?? 'Test d’entraînement'}`
        : facts.kind === 'renewal'
          ? 'Votre abonnement Premium est renouvelé'
          : 'Votre abonnement Premium est actif';
    return {
      to,
      subject,
      text: body(
        `Merci ! Nous avons reçu votre paiement de ${amount} pour ${what}.`,
        `Votre accès est ouvert jusqu'au ${until}.`,
        [receipt ? `Reçu n° ${receipt}.` : null, ordersLine(facts.siteUrl, lang)].filter(Boolean).join(' '),
      ),
    };
  }
  const what =
    facts.kind === 'test' ? `the test “${facts.title ?? 'Practice test'}”` : 'Kafka Learning Premium';
  const subject =
    facts.kind === 'test'
      ? `Purchase confirmed: ${facts.title ?? 'Practice test'}`
      : facts.kind === 'renewal'
        ? 'Your Premium subscription was renewed'
        : 'Your Premium subscription is active';
  return {
    to,
    subject,
    text: body(
      `Thank you! We received your payment of ${amount} for ${what}.`,
      `Your access is open until ${until}.`,
      [receipt ? `Receipt ${receipt}.` : null, ordersLine(facts.siteUrl, lang)].filter(Boolean).join(' '),
    ),
  };
}

/** Seven days before an access ends (one per access: services/expiry-reminders.ts). */
export function expiryReminderMail(
  to: string,
  facts: { title: string | null; expiresAt: Date; siteUrl?: string },
  lang: Lang,
): Mail {
  const until = mailDate(facts.expiresAt, lang);
  const link = facts.siteUrl ? `${facts.siteUrl.replace(/\/$/, '')}/orders` : undefined;
  if (lang === 'fr') {
    const what = facts.title ? `au test « ${facts.title} »` : 'à Kafka Learning Premium';
    return {
      to,
      subject: `Votre accès se termine le ${until}`,
      text: body(
        `Votre accès ${what} se termine le ${until}, dans 7 jours.`,
        link
          ? `Pour le prolonger, renouvelez-le depuis vos commandes : ${link}`
          : 'Pour le prolonger, renouvelez-le depuis la page Commandes de votre compte.',
      ),
    };
  }
  const what = facts.title ? `to the test “${facts.title}”` : 'to Kafka Learning Premium';
  return {
    to,
    subject: `Your access ends on ${until}`,
    text: body(
      `Your access ${what} ends on ${until}, in 7 days.`,
      link
        ? `To keep it, renew it from your orders: ${link}`
        : 'To keep it, renew it from the Orders page of your account.',
    ),
  };
}

/** After every password change (from Settings or after a temporary password). */
export function passwordChangedNoticeMail(to: string, lang: Lang): Mail {
  return lang === 'fr'
    ? {
        to,
        subject: 'Votre mot de passe a été modifié',
        text: body(
          'Le mot de passe de votre compte Kafka Learning vient d’être modifié. Vos autres sessions ont été fermées.',
          "Si vous n'êtes pas à l'origine de ce changement, réinitialisez votre mot de passe (« Mot de passe oublié ») et contactez le support.",
        ),
      }
    : {
        to,
        subject: 'Your password was changed',
        text: body(
          'The password of your Kafka Learning account was just changed. Your other sessions were signed out.',
          'If you did not make this change, reset your password ("Forgot password") and contact support.',
        ),
      };
}

/** When an account made through an identity provider sets its first password (Settings → Connected accounts). */
export function passwordSetNoticeMail(to: string, lang: Lang): Mail {
  return lang === 'fr'
    ? {
        to,
        subject: 'Un mot de passe a été ajouté à votre compte',
        text: body(
          'Un mot de passe vient d’être défini pour votre compte Kafka Learning (Paramètres → Comptes connectés). Vous pouvez désormais vous connecter avec votre adresse e-mail et ce mot de passe, en plus de vos comptes associés.',
          "Si vous n'êtes pas à l'origine de ce changement, réinitialisez votre mot de passe (« Mot de passe oublié ») et contactez le support.",
        ),
      }
    : {
        to,
        subject: 'A password was added to your account',
        text: body(
          'A password was just set for your Kafka Learning account (Settings → Connected accounts). You can now sign in with your email address and this password, as well as with your linked accounts.',
          'If you did not make this change, reset your password ("Forgot password") and contact support.',
        ),
      };
}

/** The last mail to an account: sent to the address it had, after the deletion. */
export function accountDeletedMail(to: string, lang: Lang): Mail {
  return lang === 'fr'
    ? {
        to,
        subject: 'Votre compte a été supprimé',
        text: body(
          'Votre compte Kafka Learning et vos données d’apprentissage ont été supprimés.',
          'Seuls vos reçus sont conservés, comme la loi l’exige pour les pièces comptables.',
        ),
      }
    : {
        to,
        subject: 'Your account was deleted',
        text: body(
          'Your Kafka Learning account and your learning data were deleted.',
          'Only your receipts are kept, as the law requires for accounting records.',
        ),
      };
}
