import { networkName, trimZeros, type ClientSession } from '@pulse/core';

/** What has arrived so far, on which network. */
export function Received({ session }: { session: ClientSession }) {
  return (
    <dl class="facts" data-testid="received">
      <div>
        <dt>Received</dt>
        <dd class="value">
          {trimZeros(session.received.amount)} {session.due.asset}
        </dd>
      </div>
      {session.due.network && (
        <div>
          <dt>Network</dt>
          <dd>{networkName(session.due.network)}</dd>
        </div>
      )}
    </dl>
  );
}
