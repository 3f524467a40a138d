import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source';

describe('videoSource', () => {
  it('turns every YouTube link form into the privacy-enhanced embed', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=PkZNo7MFNFg',
      'https://youtu.be/PkZNo7MFNFg',
      'https://www.youtube.com/embed/PkZNo7MFNFg',
      'https://www.youtube-nocookie.com/embed/PkZNo7MFNFg?start=10',
      'https://m.youtube.com/shorts/PkZNo7MFNFg',
    ]) {
      expect(videoSource(url)).toMatchObject({ kind: 'youtube', videoId: 'PkZNo7MFNFg', embedUrl: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/PkZNo7MFNFg\?/) });
    }
  });

  it('plays anything else as a file', () => {
    expect(videoSource('https://cdn.example.in/intro.mp4')).toEqual({ kind: 'file', url: 'https://cdn.example.in/intro.mp4' });
    expect(videoSource('https://www.youtube.com/channel/abc')).toMatchObject({ kind: 'file' });
    expect(videoSource('not a url')).toMatchObject({ kind: 'file' });
  });
});
