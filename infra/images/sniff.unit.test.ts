import { describe, expect, it } from 'vitest';
import { sniffImageFormat } from '@vitrina/infra/images/sniff';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], compatible.join(''), 'meta....');
};

describe('sniffImageFormat', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'jpeg'],
    ['PNG', bytes([0x89], 'PNG\r\n\x1a\n', 'IHDR'), 'png'],
    ['WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'webp'],
    ['AVIF by major brand', ftyp('avif', 'mif1', 'miaf'), 'avif'],
    ['AVIF sequence', ftyp('avis', 'msf1'), 'avif'],
    ['AVIF by compatible brand', ftyp('mif1', 'miaf', 'avif'), 'avif'],
  ])('knows %s by its first bytes', (_name, input, format) => {
    expect(sniffImageFormat(input)).toBe(format);
  });

  it.each([
    ['empty', bytes()],
    ['text named .jpg', bytes('hello, I am a photo')],
    ['HTML', bytes('<!doctype html><img src=x onerror=alert(1)>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['BMP', bytes('BM', [0, 0, 0, 0, 0, 0, 0, 0])],
    ['PDF', bytes('%PDF-1.7\n')],
    ['HEIC', ftyp('heic', 'mif1', 'heic')],
    ['MP4', ftyp('isom', 'iso2', 'mp41')],
    ['a truncated JPEG signature', bytes([0xff, 0xd8])],
    ['RIFF that is not WebP', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['an ftyp box longer than the file', bytes([0, 0, 1, 0], 'ftypavif', [0, 0, 0, 0])],
  ])('refuses %s', (_name, input) => {
    expect(sniffImageFormat(input)).toBeUndefined();
  });
});
