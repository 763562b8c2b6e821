import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { latestMail, linkIn } from '../test/mail-reader.ts';

describe('a new person, from sign-up to creator (local mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs up, activates, resets the password, picks a username and becomes a creator', async () => {
    const client = new TestClient(t.app);
    const email = 'nimal.perera@example.lk';

    const signUp = await client.request('POST', '/v1/register', {
      form: {
        first_name: 'Nimal',
        last_name: 'Perera',
        email,
        password: 'first-pass-1',
        is_creator: 'false',
        auth_provider: 'EMAIL',
      },
    });
    expect(signUp.status).toBe(201);
    expect(signUp.body).toEqual({ email, activation_required: true });

    // Not active yet: login answers 1104 (the web app opens the resend popup).
    const early = await client.request('POST', '/v1/sessions', {
      form: { user_id: email, password: 'first-pass-1', auth_provider: 'EMAIL' },
    });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ code: 1104 });

    const activationMail = await latestMail(client, email);
    expect(activationMail?.subject).toBe('Activate your LankaLens account');
    const activate = await client.get(linkIn(activationMail, '/v1/activate'));
    expect(activate.status).toBe(302);
    expect(activate.headers.get('location')).toBe('http://site.test/activated?success=true');

    const login = await client.login(email, 'first-pass-1');
    expect(login.body).toMatchObject({ email, first_name: 'Nimal', role: 'USER' });
    await client.request('DELETE', '/v1/sessions');

    const reset = await client.request('POST', '/v1/request_password_reset', { form: { email } });
    expect(reset.status).toBe(200);
    const resetMail = await latestMail(client, email);
    expect(resetMail?.subject).toBe('Reset your LankaLens password');
    const resetLink = new URL(`http://x${linkIn(resetMail, '/update_password')}`);
    const changed = await client.request('POST', '/v1/reset_password', {
      json: { token: resetLink.searchParams.get('t'), password: 'second-pass-2' },
    });
    expect(changed.status).toBe(200);

    const oldPassword = await client.request('POST', '/v1/sessions', {
      form: { user_id: email, password: 'first-pass-1', auth_provider: 'EMAIL' },
    });
    expect(oldPassword.body).toMatchObject({ code: 1102 });
    await client.login(email, 'second-pass-2');

    const named = await client.request('POST', '/v1/profile/update_username', {
      form: { username: 'nimal_p' },
    });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ username: 'nimal_p', role: 'USER' });

    const creator = await client.request('POST', '/v1/become_creator');
    expect(creator.status).toBe(200);
    expect(creator.body).toMatchObject({ username: 'nimal_p', role: 'CREATOR', verified: false });
    const profile = await client.get('/v1/profile');
    expect(profile.body).toMatchObject({ role: 'CREATOR', email });
  });
});
