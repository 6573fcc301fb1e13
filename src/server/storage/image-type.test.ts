import { describe, expect, it } from 'vitest';
import { detectImageType, parseImageContentType } from './image-type';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(Buffer.from(p)) : p)));

describe('detectImageType', () => {
  it('recognises each allowed format by its signature', () => {
    expect(detectImageType(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]))).toBe('image/png');
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(detectImageType(bytes('GIF87a', [1, 0, 1, 0]))).toBe('image/gif');
    expect(detectImageType(bytes('GIF89a', [1, 0, 1, 0]))).toBe('image/gif');
    expect(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses everything else, including near misses and truncated signatures', () => {
    expect(detectImageType(new Uint8Array())).toBeNull();
    expect(detectImageType(bytes('hello, this is text'))).toBeNull();
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(bytes([0x89], 'PNG\r\n'))).toBeNull();
    expect(detectImageType(bytes([0x89], 'PNG\r\n\x1a\x0b'))).toBeNull();
    expect(detectImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(detectImageType(bytes('GIF88a', [1, 0]))).toBeNull();
    // RIFF is also the container of WAV and AVI.
    expect(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEB'))).toBeNull();
  });
});

describe('parseImageContentType', () => {
  it('accepts the four types, ignoring case and parameters', () => {
    expect(parseImageContentType('image/png')).toBe('image/png');
    expect(parseImageContentType('image/jpeg')).toBe('image/jpeg');
    expect(parseImageContentType('image/webp')).toBe('image/webp');
    expect(parseImageContentType('image/gif')).toBe('image/gif');
    expect(parseImageContentType('Image/PNG; name=x')).toBe('image/png');
    expect(parseImageContentType(' image/gif ')).toBe('image/gif');
  });

  it('refuses other and missing types', () => {
    for (const t of [
      null,
      undefined,
      '',
      'text/plain',
      'image/svg+xml',
      'image/jpg',
      'application/octet-stream',
      'image/png2',
      'image/*',
    ]) {
      expect(parseImageContentType(t)).toBeNull();
    }
  });
});
