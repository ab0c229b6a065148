import { describe, expect, it } from 'vitest';
import { certificateProblem } from './certificate-errors.ts';

const failure = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('certificateProblem', () => {
  it.each([
    ['SELF_SIGNED_CERT_IN_CHAIN', 'self-signed certificate in certificate chain'],
    ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'unable to verify the first certificate'],
    ['UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'unable to get local issuer certificate'],
  ])('says a certificate signed by an unknown CA (%s) is not trusted, and how to trust an internal one', (code, message) => {
    expect(certificateProblem(failure(code, message), 'receiver')).toBe(
      `The receiver's certificate is not trusted: ${message} (${code}); set NODE_EXTRA_CA_CERTS to trust an internal CA.`,
    );
  });

  it('says an expired certificate is to be renewed, and one for another name to be named as it is', () => {
    expect(certificateProblem(failure('CERT_HAS_EXPIRED', 'certificate has expired'), 'receiver')).toBe(
      "The receiver's certificate is out of date: certificate has expired (CERT_HAS_EXPIRED); its operator has to renew it.",
    );
    const altname =
      "Hostname/IP does not match certificate's altnames: Host: hooks.example.com. is not in the cert's altnames: DNS:other.example";
    expect(certificateProblem(failure('ERR_TLS_CERT_ALTNAME_INVALID', altname), 'receiver')).toBe(
      `The receiver's certificate is for another name: ${altname} (ERR_TLS_CERT_ALTNAME_INVALID); use the name its certificate gives.`,
    );
  });

  it("reads nodemailer's original code, and leaves other failures alone", () => {
    const smtp = Object.assign(new Error('certificate has expired'), { code: 'ESOCKET', originalCode: 'CERT_HAS_EXPIRED' });
    expect(certificateProblem(smtp, 'mail server')).toMatch(/^The mail server's certificate is out of date/);
    expect(certificateProblem(failure('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:443'), 'receiver')).toBeNull();
    expect(certificateProblem('CERT_HAS_EXPIRED', 'receiver')).toBeNull();
  });
});
