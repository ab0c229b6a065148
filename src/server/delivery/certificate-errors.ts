/**
 * A TLS connection refused over the receiver's certificate meets the same certificate on every
 * retry: such a send fails for good, saying what to change. Node's codes (OpenSSL's
 * verification results, and its own for a name the certificate does not give).
 */
const UNTRUSTED = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_DECRYPT_CERT_SIGNATURE',
  'UNABLE_TO_DECODE_ISSUER_PUBLIC_KEY',
  'CERT_SIGNATURE_FAILURE',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'CERT_REVOKED',
  'INVALID_CA',
  'INVALID_PURPOSE',
  'PATH_LENGTH_EXCEEDED',
  'CERT_CHAIN_TOO_LONG',
]);
const OUT_OF_DATE = new Set(['CERT_HAS_EXPIRED', 'CERT_NOT_YET_VALID', 'ERROR_IN_CERT_NOT_BEFORE_FIELD', 'ERROR_IN_CERT_NOT_AFTER_FIELD']);
const OTHER_NAME = new Set(['ERR_TLS_CERT_ALTNAME_INVALID', 'HOSTNAME_MISMATCH']);

type CodedError = { code?: unknown; originalCode?: unknown; message?: unknown };

/**
 * Why the certificate of `whose` ("receiver", "mail server") was refused, in words, or null when
 * the error is not about a certificate. nodemailer keeps the socket's code as `originalCode`.
 *
 * @example certificateProblem(Object.assign(new Error('self-signed certificate'), { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }), 'receiver')
 *   // "The receiver's certificate is not trusted: self-signed certificate (DEPTH_ZERO_SELF_SIGNED_CERT); set NODE_EXTRA_CA_CERTS to trust an internal CA."
 */
export function certificateProblem(error: unknown, whose: string): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const coded = error as CodedError;
  const code = [coded.originalCode, coded.code].find((candidate) => typeof candidate === 'string' && isCertificateCode(candidate));
  if (typeof code !== 'string') return null;
  const said = `${typeof coded.message === 'string' ? coded.message : 'refused'} (${code})`;
  if (OUT_OF_DATE.has(code)) return `The ${whose}'s certificate is out of date: ${said}; its operator has to renew it.`;
  if (OTHER_NAME.has(code)) return `The ${whose}'s certificate is for another name: ${said}; use the name its certificate gives.`;
  return `The ${whose}'s certificate is not trusted: ${said}; set NODE_EXTRA_CA_CERTS to trust an internal CA.`;
}

function isCertificateCode(code: string): boolean {
  return UNTRUSTED.has(code) || OUT_OF_DATE.has(code) || OTHER_NAME.has(code);
}
