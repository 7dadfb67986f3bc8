import { networkName, trimZeros, type ClientSession } from '@pulse/core';
import { useFrame } from '../use-frame.js';

/** What has arrived so far, on which network. */
export function Received({ session }: { session: ClientSession }) {
  const strings = useFrame((s) => s.strings);
  return (
    <dl class="facts" data-testid="received">
      <div>
        <dt>{strings.received}</dt>
        <dd class="value">
          {trimZeros(session.received.amount)} {session.due.asset}
        </dd>
      </div>
      {session.due.network && (
        <div>
          <dt>{strings.network}</dt>
          <dd>{networkName(session.due.network)}</dd>
        </div>
      )}
    </dl>
  );
}
