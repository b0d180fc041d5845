import {
  createCipheriv,
  createECDH,
  createPrivateKey,
  hkdfSync,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';

/**
 * Web push's two pieces of cryptography, with node:crypto alone: the message encrypted to the
 * device (RFC 8291, `aes128gcm` content coding of RFC 8188) and the server's signed name for
 * the push service (VAPID, RFC 8292). docs/integrations.md#push says what goes over the wire.
 */

const CURVE = 'prime256v1';
/** One record holds a whole message: a notification is far below 4 KB. */
const RECORD_SIZE = 4096;

/** The server's VAPID key pair: the private key signs, the public key is the app's to give. */
export type VapidKeys = { publicKey: string; privateKey: KeyObject };

/** A fresh P-256 private key, base64url of its 32 bytes (the form VAPID_PRIVATE_KEY takes). */
export function newVapidPrivateKey(): string {
  const ecdh = createECDH(CURVE);
  ecdh.generateKeys();
  return ecdh.getPrivateKey().toString('base64url');
}

/** The key pair of a base64url private key: the public key as browsers take it (65 bytes). */
export function vapidKeys(privateKey: string): VapidKeys {
  const ecdh = createECDH(CURVE);
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  const publicKey = ecdh.getPublicKey();
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    d: privateKey,
    x: publicKey.subarray(1, 33).toString('base64url'),
    y: publicKey.subarray(33, 65).toString('base64url'),
  };
  return {
    publicKey: publicKey.toString('base64url'),
    privateKey: createPrivateKey({ key: jwk, format: 'jwk' }),
  };
}

/**
 * The `Authorization` header for one push service (RFC 8292): a JWT (ES256) naming its origin
 * and Facet's contact, good for 12 hours, and the public key that checks it.
 */
export function vapidAuthorization(endpoint: string, subject: string, keys: VapidKeys): string {
  const header = { typ: 'JWT', alg: 'ES256' };
  const claims = {
    aud: new URL(endpoint).origin,
    exp: Math.floor(Date.now() / 1000) + 12 * 3600,
    sub: subject,
  };
  const unsigned = [header, claims]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .join('.');
  const signature = sign('sha256', Buffer.from(unsigned), {
    key: keys.privateKey,
    dsaEncoding: 'ieee-p1363',
  });
  return `vapid t=${unsigned}.${signature.toString('base64url')}, k=${keys.publicKey}`;
}

/**
 * `plaintext` encrypted to one device (RFC 8291): a key agreed between a fresh key pair and
 * the device's `p256dh`, mixed with its `auth` secret; the body is the aes128gcm header (salt,
 * record size, the fresh public key) and the one record, padded with its delimiter.
 */
export function encryptFor(device: { p256dh: string; auth: string }, plaintext: Buffer): Buffer {
  const devicePublic = Buffer.from(device.p256dh, 'base64url');
  const authSecret = Buffer.from(device.auth, 'base64url');
  const ours = createECDH(CURVE);
  const ourPublic = ours.generateKeys();
  const shared = ours.computeSecret(devicePublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), devicePublic, ourPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const salt = randomBytes(16);
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  // 0x02: the last (and only) record's delimiter.
  const record = Buffer.concat([cipher.update(plaintext), cipher.update(Buffer.of(2)), cipher.final(), cipher.getAuthTag()]); // prettier-ignore
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(ourPublic.length, 20);
  return Buffer.concat([header, ourPublic, record]);
}
