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
    expect(returnTarget(null, undefined, origin)).toBe('/');
  });
});
