import { describe, expect, it } from 'vitest';
import { safeLink } from './safe-link';

describe('a submitted link', () => {
  it('is kept when it is a web address', () => {
    expect(safeLink('https://medicheck.vercel.app')).toBe('https://medicheck.vercel.app');
    expect(safeLink('http://demo.example.in/app')).toBe('http://demo.example.in/app');
  });

  it('is dropped when missing, unreadable or not a web address', () => {
    expect(safeLink(null)).toBeNull();
    expect(safeLink('medicheck')).toBeNull();
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('data:text/html,<script>alert(1)</script>')).toBeNull();
  });
});
