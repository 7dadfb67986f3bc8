import {
  isPulseError as coreIsPulseError,
  PulseError as CorePulseError,
  type WebhookEventType as CoreWebhookEventType,
} from '@pulse/core';

/**
 * The error every helper throws or answers with: `code` says what went wrong (e.g. `invalid_options`,
 * `webhook_signature_mismatch`, `body_too_large`), `message` what to check, `status` the HTTP status to answer
 * (0 when no response was involved). A webhook route answers 4xx for these and lets anything else fail.
 */
export const PulseError = CorePulseError;
/** The error every helper throws or answers with; see the value of the same name. */
export type PulseError = CorePulseError;

/** True for a `PulseError` (also one from another copy of the package), so a route can tell it from its own failures. */
export const isPulseError: (value: unknown) => value is CorePulseError = coreIsPulseError;

/** Every event type the service sends, e.g. `'order.completed'` or `'collection_order.updated'`. */
export type WebhookEventType = CoreWebhookEventType;
