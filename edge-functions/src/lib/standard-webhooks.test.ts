import { describe, expect, it } from 'vitest';
import { signStandardWebhook, standardWebhookProblem } from './standard-webhooks.ts';

/** The Standard Webhooks specification's own example (its reference libraries test it). */
const vector = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

describe('Standard Webhooks signatures', () => {
  it("signs the specification's example as its libraries do", async () => {
    const { secret, id, timestamp, body } = vector;
    expect(await signStandardWebhook(secret, id, timestamp, body)).toBe(vector.signature);
    expect(await signStandardWebhook(`v1,${secret}`, id, timestamp, body)).toBe(vector.signature);
  });

  it('accepts it within five minutes of its timestamp and refuses it after', async () => {
    const { secret, id, timestamp, body, signature } = vector;
    const headers = { id, timestamp: String(timestamp), signature };
    expect(await standardWebhookProblem(secret, headers, body, timestamp * 1000)).toBeNull();
    expect(
      await standardWebhookProblem(secret, headers, body, (timestamp + 299) * 1000),
    ).toBeNull();
    expect(await standardWebhookProblem(secret, headers, body, (timestamp + 301) * 1000)).toMatch(
      /tolerance/,
    );
    expect(
      await standardWebhookProblem(secret, { ...headers, timestamp: '1614265330.5' }, body, 0),
    ).toMatch(/Unix seconds/);
    expect(
      await standardWebhookProblem(secret, { ...headers, id: 'msg_other' }, body, timestamp * 1000),
    ).toMatch(/matches/);
  });

  it('refuses a secret that is not whsec_ base64', async () => {
    await expect(signStandardWebhook('not-a-secret', 'id', 1, '')).rejects.toThrow(/whsec_/);
  });
});
