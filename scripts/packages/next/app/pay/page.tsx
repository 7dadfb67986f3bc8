'use client';
import { Checkout, ClientAuth, Embed, useRate } from '@pulse/react';
import '@pulse/react/styles.css';

export default function Pay() {
  const rate = useRate({ from: 'NGN', to: 'USDT', amount: '50000' });
  return (
    <main>
      <p>{rate.data ? `${rate.data.youReceive} USDT` : 'Loading price'}</p>
      <Embed sessionToken={undefined} />
      <Checkout auth={ClientAuth.proxy()} baseUrl="/api/pulse/checkout" request={null} />
    </main>
  );
}
