/**
 * The script-tag builds' "Open in wallet", built as dist/pulse-wallet.js (an ES module) and imported by them
 * at the handshake from the embed's folder (script-tag/wallet-script.ts). It answers the frame's
 * `open_wallet` on the handshake's port exactly as the ESM build's wallet chunk does (open-link.ts): the frame
 * sends the transfer it shows, never a URL; the request is checked for shape and the link built with core's
 * walletUri in the environment of the session's own token, or refused.
 */
export { answerOpen as attach } from './open-link.js';
