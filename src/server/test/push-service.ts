import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message as the push service received it, decrypted as the browser would. */
interface ReceivedPush {
  /** The device it was posted to (the last path segment of its endpoint). */
  device: string;
  headers: IncomingHttpHeaders;
  /** The plaintext, parsed as JSON (the app's messages are). */
  message: unknown;
}

/** A browser's side of a subscription: its key pair and auth secret, and the JSON it sends. */
export interface TestDevice {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

/**
 * Decrypts an `aes128gcm` push message (RFC 8188 framing, keys per RFC 8291) with the receiving
 * browser's private key and auth secret.
 */
function decryptPush(body: Buffer, privateKey: Buffer, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  const receiverPublic = ecdh.getPublicKey();
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));

  const parts: Buffer[] = [];
  for (let seq = 0, at = 0; at < records.length; seq++, at += recordSize) {
    const record = records.subarray(at, Math.min(at + recordSize, records.length));
    const iv = Buffer.from(nonce);
    // The record's sequence number, XORed into the nonce's end (records here are few).
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
    // Padding: the data, then a delimiter (2 in the last record, 1 before), then zeros.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    parts.push(plain.subarray(0, end));
  }
  return Buffer.concat(parts);
}

/**
 * A push service on 127.0.0.1 for tests: devices subscribe to it as a browser would to its vendor's,
 * and every message posted to one of them is kept, decrypted. `answer` sets the status it replies.
 */
export async function startPushService() {
  const devices = new Map<string, { privateKey: Buffer; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = req.url?.split('/').at(-1) ?? '';
      const device = devices.get(id);
      let status = statuses.get(id) ?? (device ? 201 : 404);
      if (device && status === 201 && req.method === 'POST') {
        let message: unknown;
        try {
          const plain = decryptPush(Buffer.concat(chunks), device.privateKey, device.auth);
          message = JSON.parse(plain.toString());
        } catch (err) {
          // Kept, so the test shows why, and refused as a push service refuses a bad message.
          message = { undecryptable: String(err) };
          status = 400;
        }
        received.push({ device: id, headers: req.headers, message });
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** A new browser subscription at this service. */
    newDevice(): TestDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(12).toString('hex');
      devices.set(id, { privateKey: ecdh.getPrivateKey(), auth });
      return {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: auth.toString('base64url'),
          },
        },
      };
    },
    /** What the service answers for the device from now on, e.g. 410 once it is unsubscribed. */
    answer(device: TestDevice, status: number) {
      statuses.set(device.id, status);
    },
    messagesTo(device: TestDevice): unknown[] {
      return received.filter((r) => r.device === device.id).map((r) => r.message);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
