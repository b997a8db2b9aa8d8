import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeRedirect('/submissions/x?y=1')).toBe('/submissions/x?y=1');
    expect(safeRedirect('/dashboard?page=2&spam=1')).toBe('/dashboard?page=2&spam=1');
  });

  it.each([
    ['//evil.com', 'protocol-relative'],
    ['https://evil.com', 'absolute'],
    ['http://evil.com/dashboard', 'absolute http'],
    ['/\\evil.com', 'backslash trick'],
    ['/\t/evil.com', 'tab removed by browsers'],
    ['javascript:alert(1)', 'script URL'],
    ['dashboard', 'relative without slash'],
    ['', 'empty'],
    ['/login?redirect=/admin', 'login loop'],
  ])('rejects %s (%s) and falls back to /dashboard', (target) => {
    expect(safeRedirect(target)).toBe('/dashboard');
  });

  it('falls back to /dashboard without a target', () => {
    expect(safeRedirect(null)).toBe('/dashboard');
    expect(safeRedirect(undefined)).toBe('/dashboard');
  });

  it('round-trips through the login URL', () => {
    const login = new URL(loginPathFor('/submissions/x?y=1&z=2'), 'http://localhost');
    expect(login.pathname).toBe('/login');
    expect(safeRedirect(login.searchParams.get('redirect'))).toBe('/submissions/x?y=1&z=2');
  });
});
