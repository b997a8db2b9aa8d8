import { describe, expect, it } from 'vitest';
import {
  filterUsers,
  isValidIp,
  normalizeOrigin,
  sortUsers,
  splitList,
  userStats,
  validateBlacklistIp,
  validateCreateTenant,
  validateCreateUser,
  validateUpdateTenant,
  validateUpdateUser,
} from './admin.js';

const T = '00000000-0000-4000-8000-0000000000a1';

describe('user validation (spec §5)', () => {
  const ok = { email: 'a@praxis.de', password: 'lang-genug-1', fullName: 'Anna', tenantIds: [T] };
  it('requires e-mail, password, name and tenant on create', () => {
    expect(validateCreateUser(ok)).toBeNull();
    for (const key of ['email', 'password', 'fullName'] as const) {
      expect(validateCreateUser({ ...ok, [key]: '' })).toBe(
        'E-Mail, Passwort, Name und Mandanten-ID sind erforderlich.',
      );
    }
    expect(validateCreateUser({ ...ok, tenantIds: [] })).toBe(
      'E-Mail, Passwort, Name und Mandanten-ID sind erforderlich.',
    );
    expect(validateCreateUser({ ...ok, email: 'kein-at' })).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(validateCreateUser({ ...ok, password: 'kurz' })).toMatch(/mindestens 10 Zeichen/);
  });

  it('requires e-mail, name, role and tenant on edit; the password is optional', () => {
    const edit = { email: 'a@praxis.de', fullName: 'Anna', role: 'user' as const, tenantIds: [T], password: '' };
    expect(validateUpdateUser(edit)).toBeNull();
    expect(validateUpdateUser({ ...edit, role: '' })).toBe('E-Mail, Name, Rolle und Mandanten-ID sind erforderlich.');
    expect(validateUpdateUser({ ...edit, fullName: ' ' })).toBe(
      'E-Mail, Name, Rolle und Mandanten-ID sind erforderlich.',
    );
    expect(validateUpdateUser({ ...edit, password: 'kurz' })).toMatch(/mindestens 10 Zeichen/);
  });
});

describe('tenant validation (spec §5)', () => {
  it('requires id and name and checks the id pattern', () => {
    expect(validateCreateTenant({ tenantId: '', name: 'X' })).toBe('Mandanten-ID und Name sind erforderlich.');
    expect(validateCreateTenant({ tenantId: 'x', name: ' ' })).toBe('Mandanten-ID und Name sind erforderlich.');
    expect(validateCreateTenant({ tenantId: 'Physio Nord', name: 'X' })).toMatch(/nur Kleinbuchstaben/);
    expect(validateCreateTenant({ tenantId: 'physio_nord-2', name: 'X' })).toBeNull();
    expect(validateUpdateTenant({ name: '' })).toBe('Name ist erforderlich.');
  });

  it('checks recipients, origins and the logo URL', () => {
    expect(validateUpdateTenant({ name: 'X', emailRecipients: ['a@b.de', 'kaputt'] })).toMatch(/kaputt/);
    expect(validateUpdateTenant({ name: 'X', allowedOrigins: ['https://www.praxis.de/kontakt'] })).toMatch(/Pfad/);
    expect(validateUpdateTenant({ name: 'X', logoUrl: 'javascript:alert(1)' })).toMatch(/Logo-URL/);
    expect(normalizeOrigin('https://www.praxis.de/')).toBe('https://www.praxis.de');
    expect(normalizeOrigin('ftp://praxis.de')).toBeNull();
    expect(splitList('a@b.de, c@d.de;\n a@b.de ,')).toEqual(['a@b.de', 'c@d.de']);
  });
});

describe('IP validation', () => {
  it.each(['192.168.0.1', '8.8.8.8', '::1', '2001:db8::ff00:42:8329', '::ffff:192.0.2.1', '1:2:3:4:5:6:7:8', '::'])(
    'accepts %s',
    (ip) => expect(isValidIp(ip)).toBe(true),
  );
  it.each(['256.1.1.1', '1.2.3', '01.2.3.4', 'abc', '1:2:3:4:5:6:7:8:9', '1::2::3', '12345::', '', '1.2.3.4/24'])(
    'rejects %s',
    (ip) => expect(isValidIp(ip)).toBe(false),
  );
  it('answers with the spec message', () => {
    expect(validateBlacklistIp('nope')).toBe('Bitte geben Sie eine gültige IP-Adresse ein.');
  });
});

describe('user list', () => {
  const t1 = { id: T, slug: 'nord', name: 'Physio Nord' };
  const t2 = { id: '00000000-0000-4000-8000-0000000000a2', slug: 'sued', name: 'Physio Süd' };
  const users = [
    {
      fullName: 'Zoe Admin',
      email: 'z@x.de',
      role: 'admin' as const,
      isActive: true,
      tenants: [t1],
      createdAt: '2026-01-02',
    },
    {
      fullName: 'anna',
      email: 'a@x.de',
      role: 'user' as const,
      isActive: false,
      tenants: [t2],
      createdAt: '2026-01-03',
    },
    {
      fullName: 'Bert',
      email: 'b@x.de',
      role: 'user' as const,
      isActive: true,
      tenants: [t1, t2],
      createdAt: '2026-01-01',
    },
  ];
  it('counts', () => {
    expect(userStats(users)).toEqual({ total: 3, admins: 1, users: 2, active: 2, inactive: 1 });
  });
  it('filters by search, role and tenant', () => {
    expect(filterUsers(users, { search: 'süd' }).map((u) => u.fullName)).toEqual(['anna', 'Bert']);
    expect(filterUsers(users, { role: 'admin' }).map((u) => u.fullName)).toEqual(['Zoe Admin']);
    expect(filterUsers(users, { tenant: T, role: 'user' }).map((u) => u.fullName)).toEqual(['Bert']);
  });
  it('sorts case-insensitively both ways', () => {
    expect(sortUsers(users, 'full_name', 'asc').map((u) => u.fullName)).toEqual(['anna', 'Bert', 'Zoe Admin']);
    expect(sortUsers(users, 'created_at', 'desc').map((u) => u.fullName)).toEqual(['anna', 'Zoe Admin', 'Bert']);
  });
});
