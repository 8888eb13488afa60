import { describe, expect, it } from 'vitest';
import { sniffVideoFormat, videoContentType, videoName } from './video';
import { sampleMp4, sampleWebm } from '@vitrina/testkit/infra/images/video-samples';

describe('sniffVideoFormat', () => {
  it('knows MP4 by its ftyp box and WebM by its EBML header', () => {
    expect(sniffVideoFormat(sampleMp4())).toBe('mp4');
    expect(sniffVideoFormat(sampleWebm())).toBe('webm');
  });

  it('refuses text, images, other Matroska files and truncated headers', () => {
    expect(sniffVideoFormat(Buffer.from('this is a text file named clip.mp4\n'))).toBeUndefined();
    expect(sniffVideoFormat(Buffer.alloc(0))).toBeUndefined();
    const avif = sampleMp4();
    avif.write('avif', 8, 'latin1');
    expect(sniffVideoFormat(avif)).toBeUndefined();
    const matroska = sampleWebm();
    matroska.write('mkvx', matroska.indexOf('webm', 0, 'latin1'), 'latin1');
    expect(sniffVideoFormat(matroska)).toBeUndefined();
    expect(sniffVideoFormat(sampleMp4().subarray(0, 20))).toBeUndefined();
    const lyingSize = sampleMp4();
    lyingSize.writeUInt32BE(4, 0);
    expect(sniffVideoFormat(lyingSize)).toBeUndefined();
  });
});

describe('video names', () => {
  it('are made from the content and say their type', () => {
    const name = videoName(sampleMp4(), 'mp4');
    expect(name).toMatch(/^[0-9a-f]{32}\.mp4$/);
    expect(videoName(sampleMp4(), 'mp4')).toBe(name);
    expect(videoName(sampleMp4(2_000, 9), 'mp4')).not.toBe(name);
    expect(videoContentType(name)).toBe('video/mp4');
    expect(videoContentType(name.replace('.mp4', '.webm'))).toBe('video/webm');
    for (const bad of ['../x.mp4', `${name}.txt`, name.toUpperCase(), `${'a'.repeat(32)}.webp`]) expect(videoContentType(bad)).toBeUndefined();
  });
});
