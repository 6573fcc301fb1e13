import { describe, expect, it } from 'vitest';
import { startPage } from './start-page';

const built = `<head>
    <title>Leistungszone</title>
    <script src="/app-start.js"></script>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>`;

describe('startPage', () => {
  it('puts the stylesheet first and names the scripts for app-start.js instead of loading them', () => {
    expect(startPage(built)).toBe(`<head>
    <title>Leistungszone</title>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
    <script src="/app-start.js"></script>
    <meta name="lz-app" content="/assets/index.js">
    <meta name="lz-preload" content="/assets/react.js">
  </head>`);
  });

  it('leaves a page without a stylesheet or without scripts as it is', () => {
    const plain = '<head><title>x</title></head>';
    expect(startPage(plain)).toBe(plain);
    const onlyCss = '<head>\n  <link rel="stylesheet" href="/a.css">\n</head>';
    expect(startPage(onlyCss)).toBe(onlyCss);
  });
});
