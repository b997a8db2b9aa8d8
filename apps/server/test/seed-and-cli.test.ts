import { formTypes } from '@praxisdesk/domain';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { CliError, runCli } from '../src/cli/commands.js';
import { demoCredentialsText, isEmpty, seedDemo } from '../src/seed/seed.js';
import { describeEachDatabase, login } from './harness.js';

describeEachDatabase('demo seed and admin console', (ctx) => {
  it('seeds two practices, three users, every form type, some spam and two anamneses; the credentials work', async () => {
    const { db } = ctx().database;
    expect(await isEmpty(db)).toBe(true);
    const creds = await seedDemo(db, ctx().keyring);
    expect(await isEmpty(db)).toBe(false);
    expect(creds.map((c) => c.role).sort()).toEqual(['admin', 'user', 'user']);

    const multi = creds.find((c) => c.email.startsWith('tom'));
    if (!multi) throw new Error('no multi-tenant demo user');
    const cookie = await login(ctx().app, multi.email, multi.password);
    const me = await ctx().app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(me.json().user.tenants).toHaveLength(2);

    const list = await ctx().app.inject({
      method: 'GET',
      url: '/api/submissions?limit=30&includeSpam=true',
      headers: { cookie },
    });
    const subs = list.json().submissions as { formType: string; isSpam: boolean; formData: Record<string, unknown> }[];
    expect(new Set(subs.map((s) => s.formType))).toEqual(new Set(formTypes));
    expect(subs.some((s) => s.isSpam)).toBe(true);
    expect(subs.every((s) => !('error' in s.formData))).toBe(true);

    // Two demo anamneses with answers, one of them with a red flag, readable on the card.
    const withAnamnesis = (
      list.json().submissions as { id: string; hasAnamnese: boolean; anamnesisRedFlags: boolean }[]
    ).filter((s) => s.hasAnamnese);
    expect(withAnamnesis).toHaveLength(2);
    const flagged = withAnamnesis.filter((s) => s.anamnesisRedFlags);
    expect(flagged).toHaveLength(1);
    const card = await ctx().app.inject({ url: `/api/submissions/${flagged[0]?.id}/anamnesis`, headers: { cookie } });
    expect(card.json().anamnesis.redFlags.map((f: { id: string }) => f.id)).toEqual(['severe-worsening-pain']);

    const single = creds.find((c) => c.email.startsWith('anna'));
    if (!single) throw new Error('no single-tenant demo user');
    const annaCookie = await login(ctx().app, single.email, single.password);
    const annaMe = await ctx().app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: annaCookie } });
    expect(annaMe.json().user.tenants).toHaveLength(1);
    const membership = await ctx().app.inject({
      method: 'GET',
      url: '/api/membership/current',
      headers: { cookie: annaCookie },
    });
    expect(membership.json().membership.packageName).toBe('Kompakt');
  });

  it('creates tenants and users and resets passwords from the console', async () => {
    const { db } = ctx().database;
    const run = (...args: string[]) => runCli(args, db, ctx().keyring);
    expect(await run('create-tenant', '--id', 'physio-sued', '--name', 'Physio Süd')).toMatch(/Created tenant/);
    await expect(run('create-tenant', '--id', 'Physio Süd!', '--name', 'x')).rejects.toThrow(/lowercase letters/);
    await expect(run('create-tenant', '--id', 'physio-sued', '--name', 'x')).rejects.toThrow(/exists already/);

    const out = await run(
      'create-user',
      '--email',
      'neu@praxis.test',
      '--name',
      'Neu',
      '--role',
      'user',
      '--tenants',
      'physio-sued',
    );
    const password = out.split('password: ')[1]?.trim() ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    const cookie = await login(ctx().app, 'neu@praxis.test', password);
    const me = await ctx().app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(me.json().user.tenants.map((t: { slug: string }) => t.slug)).toEqual(['physio-sued']);

    await expect(
      run('create-user', '--email', 'x@praxis.test', '--name', 'X', '--role', 'boss', '--tenants', 'physio-sued'),
    ).rejects.toThrow(CliError);
    await expect(
      run('create-user', '--email', 'x@praxis.test', '--name', 'X', '--role', 'user', '--tenants', 'gibtsnicht'),
    ).rejects.toThrow(/Unknown tenant/);
    await expect(run('create-user', '--email', 'NEU@praxis.test', '--name', 'X', '--role', 'user')).rejects.toThrow(
      /exists already/,
    );

    await run('reset-password', '--email', 'neu@praxis.test', '--password', 'ein-neues-passwort');
    const after = await ctx().app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    await login(ctx().app, 'neu@praxis.test', 'ein-neues-passwort');
    await expect(run('reset-password', '--email', 'neu@praxis.test', '--password', 'kurz')).rejects.toThrow(/at least/);

    // Issue 19: the shell's way out when the last admin lost authenticator and recovery codes.
    await db
      .updateTable('users')
      .set({ totp_secret: Buffer.from('x'), totp_enabled_at: new Date() })
      .where(sql<string>`lower(email)`, '=', 'neu@praxis.test')
      .execute();
    expect(await run('reset-2fa', '--email', 'neu@praxis.test')).toMatch(/switched off/);
    const signIn = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'neu@praxis.test', password: 'ein-neues-passwort' },
    });
    expect(signIn.json().user.mfaEnabled).toBe(false);
    await expect(run('reset-2fa', '--email', 'niemand@praxis.test')).rejects.toThrow(/No user/);

    expect(await run('rotate-data-key', '--id', 'physio-sued')).toMatch(/data key version 2/);
    await expect(run('rotate-data-key', '--id', 'gibtsnicht')).rejects.toThrow(/Unknown tenant/);
  });
});

it('names the file the demo sign-ins are saved in, wherever DATA_DIR points (issue 18)', () => {
  const text = demoCredentialsText(
    [{ role: 'admin', email: 'admin@demo.test', password: 'pw', tenants: 'alle' }],
    '/srv/praxisdesk/demo-credentials.txt',
  );
  expect(text.split('\n')[0]).toBe(
    'Demo sign-in (generated on first start; also saved in /srv/praxisdesk/demo-credentials.txt):',
  );
  expect(text).toContain('admin@demo.test');
});
