import http from 'node:http';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A GET with the headers a browser sends, answering the raw status and headers (no decoding). */
function head(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': 'br, gzip, deflate' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
  });
}

const notCached = (cacheControl = '') => /\b(no-cache|no-store|max-age=0)\b/.test(cacheControl);

/**
 * What the running server hands a browser: every hashed script and style index.html names comes
 * compressed with immutable caching; the HTML (the page and a client route) must be revalidated.
 */
export async function checkServedAssets(baseUrl) {
  const page = await head(`${baseUrl}/`);
  const route = await head(`${baseUrl}/login`);
  const html = page.headers['content-encoding'] ? null : page.body.toString('utf8');
  const referenced = [
    ...(html ?? '').matchAll(/(?:src|href|content)="(\/assets\/[^"]+\.(?:js|css))"/g),
  ];
  const assets = [];
  for (const [, asset] of referenced) {
    const res = await head(`${baseUrl}${asset}`);
    assets.push({
      path: asset,
      status: res.status,
      encoding: res.headers['content-encoding'] ?? 'identity',
      cacheControl: res.headers['cache-control'] ?? '',
    });
  }
  return {
    html: [
      { path: '/', cacheControl: page.headers['cache-control'] ?? '' },
      { path: '/login', cacheControl: route.headers['cache-control'] ?? '' },
    ],
    assets,
    assetsCompressed:
      assets.length > 0 &&
      assets.every((a) => a.status === 200 && ['br', 'gzip'].includes(a.encoding)),
    assetsImmutable: assets.length > 0 && assets.every((a) => a.cacheControl === IMMUTABLE),
    htmlNotCached:
      notCached(page.headers['cache-control']) && notCached(route.headers['cache-control']),
  };
}
