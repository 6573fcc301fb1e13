import { describe, expect, it } from 'vitest';
import { stylesheetFirst } from './stylesheet-first';

const built = `<head>
    <title>Leistungszone</title>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>`;

describe('stylesheetFirst', () => {
  it('puts the stylesheet before the first script, indented like it', () => {
    expect(stylesheetFirst(built)).toBe(`<head>
    <title>Leistungszone</title>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
  </head>`);
  });

  it('leaves a page without a stylesheet or without scripts as it is', () => {
    const plain = '<head><title>x</title></head>';
    expect(stylesheetFirst(plain)).toBe(plain);
    const onlyCss = '<head>\n  <link rel="stylesheet" href="/a.css">\n</head>';
    expect(stylesheetFirst(onlyCss)).toBe(onlyCss);
  });
});
