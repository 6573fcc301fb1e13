import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
  receivedAt: number;
}

export interface Mailbox {
  readonly port: number;
  /** What the app server takes as SMTP_URL. */
  readonly url: string;
  readonly messages: readonly ReceivedMail[];
  /** The newest mail to `to` that matches; waits for one to arrive when there is none yet. */
  waitForMail(
    to: string,
    opts?: { timeout?: number; match?: (mail: ReceivedMail) => boolean },
  ): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/** A real SMTP server on a free loopback port, so mail takes the same path as in production. */
export async function startSmtpServer(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    // Without STARTTLS on offer nodemailer stays in plain text and needs no certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        try {
          const raw = Buffer.concat(chunks).toString('latin1');
          const parsed = parseMail(raw);
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject,
            text: parsed.text,
            html: parsed.html,
            raw: Buffer.from(raw, 'latin1').toString('utf8'),
            receivedAt: Date.now(),
          });
          for (const wake of waiters) wake();
          callback();
        } catch (err) {
          callback(err as Error);
        }
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A dropped client connection is not worth failing a test run for.
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;

  function find(to: string, match?: (mail: ReceivedMail) => boolean) {
    const address = to.toLowerCase();
    for (let i = messages.length - 1; i >= 0; i--) {
      const mail = messages[i]!;
      if (mail.to.includes(address) && (!match || match(mail))) return mail;
    }
    return undefined;
  }

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail(to, { timeout = 10_000, match } = {}) {
      const found = find(to, match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const mail = find(to, match);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          const seen = messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none';
          reject(new Error(`No mail to ${to} within ${timeout} ms (received: ${seen})`));
        }, timeout);
        waiters.add(wake);
      });
    },
    stop() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The first web link of a mail: from its text part, else from the first href of its HTML. */
export function linkFrom(mail: Pick<ReceivedMail, 'text' | 'html'>): string {
  const fromText = mail.text.match(/https?:\/\/[^\s<>"]+/)?.[0];
  if (fromText) return fromText;
  const href = mail.html.match(/href="(https?:\/\/[^"]+)"/)?.[1];
  if (href) return href.replace(/&amp;/g, '&');
  throw new Error(`The mail has no link:\n${mail.text || mail.html}`);
}

// A minimal MIME reader, enough for what nodemailer sends (mailparser is not a dependency):
// multipart nesting, quoted-printable and base64 bodies, encoded-word headers.

interface Part {
  headers: Map<string, string>;
  body: string;
}

function parseMail(raw: string): { subject: string; text: string; html: string } {
  const root = splitPart(raw);
  const out = { subject: decodeHeader(root.headers.get('subject') ?? ''), text: '', html: '' };
  collect(root, out);
  return out;
}

function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function headerParam(value: string, name: string): string | undefined {
  const m = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return m ? (m[1] ?? m[2]) : undefined;
}

function collect(part: Part, out: { text: string; html: string }) {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const mime = type.split(';')[0]!.trim().toLowerCase();
  if (mime.startsWith('multipart/')) {
    const boundary = headerParam(type, 'boundary');
    if (!boundary) return;
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collect(splitPart(section.replace(/^\r?\n/, '')), out);
    }
    return;
  }
  if (mime !== 'text/plain' && mime !== 'text/html') return;
  const text = decodeBody(
    part.body,
    part.headers.get('content-transfer-encoding') ?? '7bit',
    headerParam(type, 'charset') ?? 'utf-8',
  );
  if (mime === 'text/plain' && !out.text) out.text = text;
  if (mime === 'text/html' && !out.html) out.html = text;
}

function decodeBody(body: string, encoding: string, charset: string): string {
  let bytes: Buffer;
  switch (encoding.trim().toLowerCase()) {
    case 'base64':
      bytes = Buffer.from(body.replace(/\s+/g, ''), 'base64');
      break;
    case 'quoted-printable':
      bytes = decodeQuotedPrintable(body.replace(/=\r?\n/g, ''));
      break;
    default:
      bytes = Buffer.from(body, 'latin1');
  }
  return new TextDecoder(charset).decode(bytes).replace(/\r\n/g, '\n').trimEnd();
}

function decodeQuotedPrintable(s: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const hex = s[i] === '=' ? s.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(s.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decodeHeader(value: string): string {
  // The message was read as latin1 to keep body bytes intact; unencoded header text is UTF-8.
  return Buffer.from(value, 'latin1')
    .toString('utf8')
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_all, charset: string, enc: string, data: string) => {
        const bytes =
          enc.toUpperCase() === 'B'
            ? Buffer.from(data, 'base64')
            : decodeQuotedPrintable(data.replace(/_/g, ' '));
        return new TextDecoder(charset).decode(bytes);
      },
    );
}
