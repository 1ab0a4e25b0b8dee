// PayPal webhook signatures, checked here rather than by posting each event back to PayPal: PayPal's webhook
// guide prefers this "self verification" (faster, no extra API dependency, and it also works for the simulator's
// mock events, which postback verification refuses). The signed message is
// `transmissionId|transmissionTime|webhookId|crc32(raw body)`, signed SHA256withRSA with the key of the
// certificate at PAYPAL-CERT-URL; that URL must be on PayPal's API hosts and the certificate must chain to a
// trusted root.
import { createVerify, X509Certificate } from 'node:crypto';
import { rootCertificates } from 'node:tls';
import { crc32 } from 'node:zlib';
import type { IncomingWebhook } from './provider';

export interface WebhookVerifierConfig {
  /** The webhook's id in the PayPal app; without it every webhook is refused. */
  webhookId?: string;
  /** Origins certificates may be downloaded from; PayPal's live and sandbox API hosts by default. */
  certOrigins?: string[];
  /** Trusted roots (PEM); the system's Mozilla roots by default. */
  trustedRoots?: string[];
  fetch?: typeof fetch;
}

export const PAYPAL_CERT_ORIGINS = [
  'https://api.paypal.com',
  'https://api-m.paypal.com',
  'https://api.sandbox.paypal.com',
  'https://api-m.sandbox.paypal.com',
];

function splitPem(pem: string): string[] {
  return pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
}

function chainIsTrusted(chain: X509Certificate[], roots: X509Certificate[], now: Date): boolean {
  if (chain.length === 0) return false;
  for (const cert of chain) {
    if (new Date(cert.validFrom) > now || new Date(cert.validTo) < now) return false;
  }
  for (let i = 0; i + 1 < chain.length; i++) {
    const [cert, issuer] = [chain[i]!, chain[i + 1]!];
    if (!cert.checkIssued(issuer) || !cert.verify(issuer.publicKey)) return false;
  }
  const top = chain[chain.length - 1]!;
  return roots.some(
    (root) =>
      top.fingerprint256 === root.fingerprint256 || (top.checkIssued(root) && top.verify(root.publicKey)),
  );
}

export function createWebhookVerifier(config: WebhookVerifierConfig) {
  const http = config.fetch ?? fetch;
  const origins = config.certOrigins ?? PAYPAL_CERT_ORIGINS;
  const roots = (config.trustedRoots ?? [...rootCertificates]).map((pem) => new X509Certificate(pem));
  const certificates = new Map<string, Promise<X509Certificate | null>>();

  async function download(url: string): Promise<X509Certificate | null> {
    const response = await http(url);
    if (!response.ok) return null;
    const chain = splitPem(await response.text()).map((pem) => new X509Certificate(pem));
    if (!chainIsTrusted(chain, roots, new Date())) return null;
    return chain[0] ?? null;
  }

  /** Downloaded once per URL; a failed download is forgotten so a later delivery can try again. */
  function certificate(url: string): Promise<X509Certificate | null> {
    let cached = certificates.get(url);
    if (!cached) {
      cached = download(url).catch(() => null);
      certificates.set(url, cached);
      void cached.then((cert) => cert ?? certificates.delete(url));
    }
    return cached;
  }

  return async function verify({ headers, rawBody }: IncomingWebhook): Promise<boolean> {
    const header = (name: string) => {
      const value = headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const transmissionId = header('paypal-transmission-id');
    const transmissionTime = header('paypal-transmission-time');
    const signature = header('paypal-transmission-sig');
    const certUrl = header('paypal-cert-url');
    const algorithm = header('paypal-auth-algo');
    if (!config.webhookId || !transmissionId || !transmissionTime || !signature || !certUrl) return false;
    if (algorithm !== 'SHA256withRSA') return false;
    let origin: string;
    try {
      origin = new URL(certUrl).origin;
    } catch {
      return false;
    }
    if (!origins.includes(origin)) return false;
    const cert = await certificate(certUrl);
    if (!cert) return false;
    const message = `${transmissionId}|${transmissionTime}|${config.webhookId}|${crc32(rawBody)}`;
    try {
      return createVerify('RSA-SHA256').update(message).verify(cert.publicKey, signature, 'base64');
    } catch {
      return false;
    }
  };
}
