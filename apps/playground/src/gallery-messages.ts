/**
 * What the states gallery and each checkout state's page (checkout-state.html, framed by the gallery at a phone's
 * width) tell each other. Both are this page's own origin: each side checks the origin, the window and the shape.
 */
import type { StringsInput, ThemeInput } from '@pulse/core';
import type { CheckoutRequest } from '@pulse/react';

/**
 * One state of the in-app checkout, as the playground's server (gallery.ts) drove it: the request the page opens
 * it with and, once an order was made for it, the order's id (the page opens the checkout as the tab that made
 * it, so the checkout reads it and shows it, whatever its step: an expired one shows its end).
 */
export interface CheckoutState {
  id: string;
  title: string;
  request: CheckoutRequest;
  /** The order made for the request, or none yet (the price and bank-account steps). */
  orderId: string | null;
}

/** Gallery → state page: what to open, in which look and language (sent again on every change). */
export interface ShowState {
  kind: 'pg-show-state';
  state: CheckoutState;
  theme: ThemeInput;
  strings: StringsInput;
  locale: string;
}

/** State page → gallery: it is listening (`ready`), or what the checkout last reported. */
export interface StateReport {
  kind: 'pg-state-report';
  report: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export const isShowState = (v: unknown): v is ShowState =>
  isObject(v) && v.kind === 'pg-show-state' && isObject(v.state) && typeof v.locale === 'string';

export const isStateReport = (v: unknown): v is StateReport =>
  isObject(v) && v.kind === 'pg-state-report' && typeof v.report === 'string';
