/**
 * A self-signed certificate for `localhost` and 127.0.0.1 (P-256, valid 2000–2126), for test servers on
 * loopback that no client trusts. Made once with `openssl req -new` for CN=localhost, then
 * `openssl ca -selfsign -startdate 20000101000000Z -enddate 21260101000000Z` with
 * subjectAltName=DNS:localhost,IP:127.0.0.1: valid whatever a machine's clock says. Its key protects nothing.
 */
export const SELF_SIGNED_LOCALHOST = {
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgKRdN0LHHaaBIZKOh
dgbBIcwUYdeeTOX2NJtIfVisd5uhRANCAATSU86Uo1yZ8WZoPmDeCegEigrpxVAa
zl9KylFC5/O4t2JaEoPd6GLaRDtRcz8dydS5sm1ZLfFNSRoxV+jNSqJf
-----END PRIVATE KEY-----`,
  cert: `-----BEGIN CERTIFICATE-----
MIIBYDCCAQegAwIBAgIBATAKBggqhkjOPQQDAjAUMRIwEAYDVQQDDAlsb2NhbGhv
c3QwIBcNMDAwMTAxMDAwMDAwWhgPMjEyNjAxMDEwMDAwMDBaMBQxEjAQBgNVBAMM
CWxvY2FsaG9zdDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABNJTzpSjXJnxZmg+
YN4J6ASKCunFUBrOX0rKUULn87i3YloSg93oYtpEO1FzPx3J1LmybVkt8U1JGjFX
6M1Kol+jSDBGMBoGA1UdEQQTMBGCCWxvY2FsaG9zdIcEfwAAATAJBgNVHRMEAjAA
MB0GA1UdDgQWBBQ1tBID9mVLgVVBv0NC5nQCgcizjDAKBggqhkjOPQQDAgNHADBE
AiAamH9H4yGr+PpZyASHSBSsoCxhx0nqCc2LxVj2z1zazwIgddh09L/UoIgQxOg7
sAMcU5sXRYx5EoQiMJQdPSRKnOk=
-----END CERTIFICATE-----`,
};
