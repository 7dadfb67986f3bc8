import { useFrame } from './use-frame.js';

/**
 * What became of the customer's last action when it did not go through (Continue, Get a new price), drawn
 * right below that action's button: above the screen it would push the button down under the finger that taps
 * it again. role="alert" reads it out wherever it stands.
 */
export function Notice() {
  // Drawn only on a screen of the payment, which a final error replaces: no check of `fatal` here.
  const notice = useFrame((s) => s.notice);
  const strings = useFrame((s) => s.strings);
  return (
    notice && (
      <p class="banner notice" role="alert" data-testid="notice">
        {strings[notice]}
      </p>
    )
  );
}
