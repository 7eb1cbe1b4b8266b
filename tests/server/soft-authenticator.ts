/**
 * A software WebAuthn authenticator for server tests: a P-256 key per credential (node:crypto), attestation in the
 * 'none' format and assertions built by hand (authenticatorData, clientDataJSON, signature), as a browser hands them
 * to the page. Enough CBOR to write the attestation object and the COSE key.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { S } from './support.ts';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** Authenticator data flags: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

type CreationOptions = S['PasskeyOptions']['options'] & {
  rp?: { id?: string };
  user?: { id?: string };
};
type RequestOptions = S['PasskeyOptions']['options'] & {
  rpId?: string;
  allowCredentials?: { id: string }[];
};

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  /** `origin`: the page's origin the browser writes into clientDataJSON. */
  constructor(public origin: string) {}

  /** navigator.credentials.create: a new credential for the options' relying party, answered as the browser does. */
  create(options: CreationOptions): S['PasskeyAttestation'] {
    const rpId = options.rp?.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const id = randomBytes(16);
    this.credentials.push({ id, privateKey, rpId, userHandle: options.user?.id ?? '', counter: 0 });
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const length = Buffer.from([id.length >> 8, id.length & 0xff]);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([UP | UV | AT]), u32(0), Buffer.alloc(16), length, id, cbor(coseKey)]);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /**
   * navigator.credentials.get: an assertion by the first credential the options allow (any of the relying party's
   * when they name none). `counter` overrides the signature counter the authenticator would send next, `rpId` the relying party it signs for.
   */
  get(options: RequestOptions, use: { credential?: Credential; counter?: number; rpId?: string } = {}): S['PasskeyAssertion'] {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const allowed = options.allowCredentials?.map((c) => c.id);
    const credential =
      use.credential ?? this.credentials.find((c) => c.rpId === rpId && (!allowed || allowed.length === 0 || allowed.includes(b64url(c.id))));
    if (!credential) throw new Error('no credential for these options');
    credential.counter = use.counter ?? credential.counter + 1;
    const authData = Buffer.concat([sha256(use.rpId ?? rpId), Buffer.from([UP | UV]), u32(credential.counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }

  private clientData(type: string, challenge: string): string {
    return b64url(Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false })));
  }
}
