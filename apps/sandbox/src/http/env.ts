/** The per-request values middleware hands to route handlers. */
import type { Store, Ledger, SessionRecord } from '../store.js';

export type Caller =
  | { kind: 'secret'; credential: string; ledger: Ledger }
  | { kind: 'session'; credential: string; ledger: Ledger; session: SessionRecord };

export interface SandboxEnv {
  Variables: {
    requestId: string;
    store: Store;
    caller: Caller;
    rawBody: string;
  };
}
