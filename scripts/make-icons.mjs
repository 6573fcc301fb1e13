// Renders the app icons for the web manifest from the favicon's drawing with Chromium. Run once when
// the logo changes (node scripts/make-icons.mjs); the PNGs are committed, so builds need no browser.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');

// brand-700 from src/web/styles.css, the same teal as the favicon.
const BRAND = '#0f766e';
const MARK =
  '<path d="M14 40 L26 28 L34 36 L50 18" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="50" cy="18" r="4" fill="#fde68a"/>';

/** `any`: the favicon's rounded tile. `maskable`: a full-bleed tile whose mark stays in the inner 80 % circle. */
function svg(purpose) {
  const tile =
    purpose === 'maskable'
      ? `<rect width="64" height="64" fill="${BRAND}"/><g transform="translate(9.6 9.6) scale(0.7)">${MARK}</g>`
      : `<rect width="64" height="64" rx="14" fill="${BRAND}"/>${MARK}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${tile}</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const { file, size, purpose } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const data = Buffer.from(svg(purpose)).toString('base64');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="data:image/svg+xml;base64,${data}" width="${size}" height="${size}">`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await writeFile(path.join(out, file), await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
console.warn(`make-icons: ${icons.length} icons in ${path.relative(process.cwd(), out)}`);
