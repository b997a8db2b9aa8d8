import { describe, expect, it } from 'vitest';
import { returnTarget } from './target';

const origin = 'https://app.praxisdesk.de';

describe('/success and /error return target', () => {
  it('follows `from` on our origin or on the practice website host', () => {
    expect(returnTarget('/online-rezeption?tenant=x', undefined, origin)).toBe(`${origin}/online-rezeption?tenant=x`);
    expect(returnTarget('https://physio.example/danke', 'https://www.physio.example', origin)).toBe(
      'https://physio.example/danke',
    );
  });

  it('falls back to the website, then to /, for foreign or unsafe targets', () => {
    expect(returnTarget('https://evil.example/', 'https://www.physio.example', origin)).toBe(
      'https://www.physio.example/',
    );
    expect(returnTarget('javascript:alert(1)', undefined, origin)).toBe('/');
    // The practice's host under another scheme or port is another site (issue 17, finding 7).
    for (const other of ['http://www.physio.example/danke', 'https://www.physio.example:8443/danke']) {
      expect(returnTarget(other, 'https://www.physio.example', origin)).toBe('https://www.physio.example/');
    }
    expect(returnTarget(null, undefined, origin)).toBe('/');
  });
});
