import { and, eq, ne, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { baseRoutePath } from 'hono/route';
import { de } from '../../domain/messages';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { isDatabaseUnavailable } from '../db/errors';
import { files, users } from '../db/schema';
import type { Caller } from '../functions/callable';
import type { Logger } from '../logger';
import { detectImageType, type ImageType, parseImageContentType } from './image-type';

export interface StorageDeps {
  db: Db;
  log: Logger;
  config: Pick<AppConfig, 'storage'>;
  /** Resolves the caller from the session cookie or `Authorization: Bearer`; null when signed out. */
  resolveCaller(headers: Headers): Promise<Caller | null>;
}

/** An object path that passed `parseObjectPath`: always `users/<ownerId>/<name>`. */
export interface ObjectPath {
  full: string;
  ownerId: string;
  name: string;
}

// Names are lower-case so that two paths never differ only in case, and never hold anything a
// URL, a file system or a log line would read differently.
const NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;
// Auth ids are UUIDs; the wider set only keeps the check independent of the id generator.
const OWNER_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Parses the raw (still percent-encoded) path after `/api/storage/`. Anything encoded is refused:
 * the client encodes nothing the allowed characters need, so `%` only ever hides a trick such as
 * an encoded slash.
 */
function parseObjectPath(raw: string): ObjectPath | null {
  const segments = raw.split('/');
  if (segments.length !== 3) return null;
  const [root, ownerId, name] = segments;
  if (root !== 'users' || !ownerId || !name) return null;
  if (!OWNER_ID.test(ownerId) || !NAME.test(name) || name.includes('..')) return null;
  return { full: raw, ownerId, name };
}

/** Kept apart so that linked coaches can later be allowed to read an athlete's avatar. */
function canRead(caller: Caller, path: ObjectPath): boolean {
  return path.ownerId === caller.id;
}

function canWrite(caller: Caller, path: ObjectPath): boolean {
  return path.ownerId === caller.id;
}

type ErrorCode =
  | 'invalid-path'
  | 'unauthenticated'
  | 'unauthorized'
  | 'object-not-found'
  | 'file-too-large'
  | 'quota-exceeded'
  | 'invalid-content-type'
  | 'method-not-allowed'
  | 'unavailable'
  | 'internal';

const ERRORS: Record<ErrorCode, { status: number; message: string }> = {
  'invalid-path': { status: 400, message: 'Ungültiger Dateipfad.' },
  unauthenticated: { status: 401, message: de.guard.authRequired },
  unauthorized: { status: 403, message: de.storageErrors.unauthorized },
  'object-not-found': { status: 404, message: de.storageErrors['object-not-found'] },
  'method-not-allowed': { status: 405, message: 'Diese Methode ist nicht erlaubt.' },
  'file-too-large': { status: 413, message: de.storageErrors['file-too-large'] },
  'quota-exceeded': { status: 413, message: de.storageErrors['quota-exceeded'] },
  'invalid-content-type': { status: 415, message: de.storageErrors['invalid-content-type'] },
  internal: { status: 500, message: de.storageErrors.unknown },
  unavailable: { status: 503, message: de.storageErrors.unknown },
};

function fail(code: ErrorCode, message = ERRORS[code].message, headers?: HeadersInit): Response {
  const res = Response.json({ error: { code, message } }, { status: ERRORS[code].status, headers });
  res.headers.set('Cache-Control', 'no-store');
  return res;
}

/** Connection-level database failures are the client's cue to retry (it does on 5xx), not a bug. */

type Guarded = { caller: Caller; path: ObjectPath } | Response;

async function guard(c: Context, deps: StorageDeps, mode: 'read' | 'write'): Promise<Guarded> {
  const caller = await deps.resolveCaller(c.req.raw.headers);
  if (!caller) return fail('unauthenticated');
  // The router has already decoded some escapes in `c.req.path`; the raw URL keeps them all.
  const prefix = `${baseRoutePath(c).replace(/\/$/, '')}/`;
  const pathname = new URL(c.req.url).pathname;
  const path = pathname.startsWith(prefix) ? parseObjectPath(pathname.slice(prefix.length)) : null;
  if (!path) return fail('invalid-path');
  if (!caller.emailVerified) return fail('unauthorized', de.guard.emailVerificationRequired);
  const allowed = mode === 'read' ? canRead(caller, path) : canWrite(caller, path);
  if (!allowed) return fail('unauthorized');
  return { caller, path };
}

/**
 * Reads the body but stops as soon as it grows past `limit`: a missing or false Content-Length
 * must not let a client make the server hold more than that.
 */
async function readBodyWithin(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Buffer | null> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) return null;
      chunks.push(value);
    }
  } finally {
    // Not cancelled: the server drains the rest itself, so the client still gets to read the 413
    // instead of a reset connection it would take for a network error and retry.
    reader.releaseLock();
  }
  return Buffer.concat(chunks, total);
}

function entityTag(md5: string): string {
  return `"${md5}"`;
}

/** Weak comparison, as RFC 9110 prescribes for If-None-Match. */
function matchesIfNoneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

const contentHash = sql<string>`md5(${files.data})`;

/** `/api/storage/<path>`: upload (POST), download (GET) and delete (DELETE) of the caller's files. */
export function createStorageApp(deps: StorageDeps) {
  const { db } = deps;
  const { maxUploadBytes, quotaBytes } = deps.config.storage;
  const app = new Hono();

  app.onError((err) => {
    if (isDatabaseUnavailable(err)) return fail('unavailable');
    deps.log.error({ err }, 'storage request failed');
    return fail('internal');
  });

  app.post('/*', async (c) => {
    const g = await guard(c, deps, 'write');
    if (g instanceof Response) return g;
    const { caller, path } = g;

    const declaredLength = Number(c.req.header('content-length') ?? 0);
    if (declaredLength > maxUploadBytes) return fail('file-too-large');
    const contentType = parseImageContentType(c.req.header('content-type'));
    if (!contentType) return fail('invalid-content-type');

    const data = await readBodyWithin(c.req.raw.body, maxUploadBytes);
    if (!data) return fail('file-too-large');
    if (detectImageType(data) !== contentType) return fail('invalid-content-type');

    const saved = await save(db, { caller, path, contentType, data, quotaBytes });
    if (!saved) return fail('quota-exceeded');
    return c.json(
      {
        path: saved.path,
        size: saved.size,
        contentType: saved.contentType,
        updatedAt: saved.updatedAt.toISOString(),
      },
      201,
      { 'Cache-Control': 'no-store' },
    );
  });

  app.get('/*', async (c) => {
    const g = await guard(c, deps, 'read');
    if (g instanceof Response) return g;
    const where = eq(files.path, g.path.full);
    const cacheHeaders = { 'Cache-Control': 'private, no-cache' };

    // A revalidation only needs the hash, so the bytes stay in the database when nothing changed.
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch) {
      const [current] = await db.select({ md5: contentHash }).from(files).where(where);
      if (!current) return fail('object-not-found');
      const etag = entityTag(current.md5);
      if (matchesIfNoneMatch(ifNoneMatch, etag)) {
        return c.body(null, 304, { ...cacheHeaders, ETag: etag });
      }
    }

    const [file] = await db
      .select({ contentType: files.contentType, data: files.data, md5: contentHash })
      .from(files)
      .where(where);
    if (!file) return fail('object-not-found');
    return c.body(new Uint8Array(file.data), 200, {
      ...cacheHeaders,
      'Content-Type': file.contentType,
      'Content-Length': String(file.data.byteLength),
      ETag: entityTag(file.md5),
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
      // Opened on its own the file is still user content on our origin: give it no powers.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });

  app.delete('/*', async (c) => {
    const g = await guard(c, deps, 'write');
    if (g instanceof Response) return g;
    const deleted = await db
      .delete(files)
      .where(eq(files.path, g.path.full))
      .returning({ path: files.path });
    if (deleted.length === 0) return fail('object-not-found');
    return c.body(null, 204, { 'Cache-Control': 'no-store' });
  });

  app.all('/*', () => fail('method-not-allowed', undefined, { Allow: 'GET, HEAD, POST, DELETE' }));

  return app;
}

/** Stores the file unless it would take the owner past the quota; null when it would. */
async function save(
  db: Db,
  input: {
    caller: Caller;
    path: ObjectPath;
    contentType: ImageType;
    data: Buffer;
    quotaBytes: number;
  },
) {
  const { caller, path, contentType, data, quotaBytes } = input;
  return db.transaction(async (tx) => {
    // Locks the owner's row so two uploads at once cannot both fit under the quota.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.id)).for('update');
    // The file being replaced does not count: it is about to go.
    const [usage] = await tx
      .select({ used: sql<number>`coalesce(sum(${files.size}), 0)`.mapWith(Number) })
      .from(files)
      .where(and(eq(files.ownerId, caller.id), ne(files.path, path.full)));
    if ((usage?.used ?? 0) + data.byteLength > quotaBytes) return null;

    const now = new Date();
    const [saved] = await tx
      .insert(files)
      .values({
        path: path.full,
        ownerId: caller.id,
        contentType,
        size: data.byteLength,
        data,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: files.path,
        set: { contentType, size: data.byteLength, data, updatedAt: now },
      })
      .returning({
        path: files.path,
        size: files.size,
        contentType: files.contentType,
        updatedAt: files.updatedAt,
      });
    if (!saved) throw new Error(`storing ${path.full} returned no row`);
    return saved;
  });
}
