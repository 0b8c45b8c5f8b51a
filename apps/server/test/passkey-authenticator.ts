import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

/**
 * A passkey authenticator in software, for API tests: it makes ES256 passkeys ("none"
 * attestation, user present and verified) and signs challenges the way a browser and a phone
 * together would, so the server's checks run on real WebAuthn data.
 */
export class SoftwareAuthenticator {
  private readonly keys = new Map<
    string,
    { privateKey: KeyObject; cose: Buffer; userHandle: string; counter: number }
  >();

  constructor(readonly origin: string) {}

  get rpId(): string {
    return new URL(this.origin).hostname;
  }

  /** Answers `navigator.credentials.create(options)`. */
  create(options: { challenge: string; rp: { id?: string }; user: { id: string } }) {
    const rpId = options.rp.id ?? this.rpId;
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const cose = Buffer.concat([
      Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
      Buffer.from(jwk.x!, "base64url"),
      Buffer.from([0x22, 0x58, 0x20]),
      Buffer.from(jwk.y!, "base64url"),
    ]);
    const credentialId = randomBytes(32);
    const id = credentialId.toString("base64url");
    this.keys.set(id, { privateKey, cose, userHandle: options.user.id, counter: 0 });
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      u32(0),
      Buffer.alloc(16), // AAGUID
      Buffer.from([0, credentialId.length]),
      credentialId,
      cose,
    ]);
    const attestationObject = Buffer.concat([
      Buffer.from([0xa3, 0x63]),
      Buffer.from("fmt"),
      Buffer.from([0x64]),
      Buffer.from("none"),
      Buffer.from([0x67]),
      Buffer.from("attStmt"),
      Buffer.from([0xa0, 0x68]),
      Buffer.from("authData"),
      Buffer.from([0x59]),
      u16(authData.length),
      authData,
    ]);
    return {
      id,
      rawId: id,
      type: "public-key" as const,
      response: {
        clientDataJSON: this.clientData("webauthn.create", options.challenge),
        attestationObject: attestationObject.toString("base64url"),
        transports: ["internal" as const],
      },
      clientExtensionResults: {},
    };
  }

  /** Answers `navigator.credentials.get(options)` with the passkey `id` (default: the first). */
  get(options: { challenge: string; rpId?: string }, id = [...this.keys.keys()][0]!) {
    const key = this.keys.get(id);
    if (!key) throw new Error(`no passkey ${id}`);
    key.counter += 1;
    const clientDataJSON = this.clientData("webauthn.get", options.challenge);
    const authenticatorData = Buffer.concat([
      sha256(options.rpId ?? this.rpId),
      Buffer.from([0x05]), // user present, user verified
      u32(key.counter),
    ]);
    const signature = sign(
      "sha256",
      Buffer.concat([authenticatorData, sha256(Buffer.from(clientDataJSON, "base64url"))]),
      key.privateKey,
    );
    return {
      id,
      rawId: id,
      type: "public-key" as const,
      response: {
        clientDataJSON,
        authenticatorData: authenticatorData.toString("base64url"),
        signature: signature.toString("base64url"),
        userHandle: key.userHandle,
      },
      clientExtensionResults: {},
    };
  }

  private clientData(type: string, challenge: string): string {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
    ).toString("base64url");
  }
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest();
const u16 = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const u32 = (n: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(n);
  return buffer;
};
