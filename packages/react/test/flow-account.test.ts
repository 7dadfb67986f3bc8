// The checkout flow's account checks against a client whose answers the test releases in any order: an answer
// for a number the customer has changed since is dropped whole (its name, its failure and its end of the wait).
import { afterEach, describe, expect, it } from 'vitest';
import { PulseError, type ApiClient, type ResolvedBankAccount } from '@pulse/core/internal';
import { createCheckoutFlow, type CheckoutFlow } from '../src/checkout/flow.js';
import { offramp } from './request.js';

interface Pending {
  body: { account_number: string };
  answer(data: ResolvedBankAccount): void;
  refuse(e: PulseError): void;
}

function setUp() {
  const pending: Pending[] = [];
  const client = {
    get: async () => ({ data: [{ name: 'Guaranty Trust Bank', code: '058' }] }),
    post: (_path: string, body: Pending['body']) =>
      new Promise((resolve, reject) =>
        pending.push({ body, answer: (data) => resolve({ data }), refuse: reject }),
      ),
  } as unknown as ApiClient;
  const flow = createCheckoutFlow({ client, request: offramp, pollMs: 1000, events: () => ({}) });
  flows.push(flow);
  flow.start();
  return { flow, pending };
}

const account = (number: string, name: string): ResolvedBankAccount => ({
  bank_code: '058',
  bank_name: 'Guaranty Trust Bank',
  account_number: number,
  account_name: name,
});
const settle = () => new Promise((r) => setTimeout(r, 0));
const flows: CheckoutFlow[] = [];
afterEach(() => flows.splice(0).forEach((f) => f.stop()));

describe('account checks after the customer changed the account', () => {
  it('the old number’s answer, arriving while the new one is checked, changes nothing', async () => {
    const { flow, pending } = setUp();
    await settle();
    flow.resolveAccount('058', '1111111111');
    flow.editAccount();
    flow.resolveAccount('058', '2222222222');
    pending[0]!.answer(account('1111111111', 'OLD NAME'));
    await settle();
    // Still checking the new number: the wait stands, no name is shown.
    expect(flow.getState()).toMatchObject({ busy: 'resolve', resolved: null, error: null });
    pending[1]!.answer(account('2222222222', 'NEW NAME'));
    await settle();
    expect(flow.getState()).toMatchObject({ busy: null, resolved: { account_name: 'NEW NAME' } });
  });

  it('the old number’s failure, arriving after the new one is confirmed, changes nothing', async () => {
    const { flow, pending } = setUp();
    await settle();
    flow.resolveAccount('058', '1111111111');
    flow.editAccount();
    expect(flow.getState().busy).toBeNull();
    flow.resolveAccount('058', '2222222222');
    pending[1]!.answer(account('2222222222', 'NEW NAME'));
    await settle();
    pending[0]!.refuse(new PulseError('bank_unavailable', 'The bank did not answer.', { status: 503 }));
    await settle();
    expect(flow.getState()).toMatchObject({ error: null, resolved: { account_name: 'NEW NAME' } });
  });
});
