// The host page's side of the tests: mounts with the ESM build and records every callback in order.
import { mount } from '/embed.mjs';

window.Embed = { mount };
window.events = {};
window.handles = {};

// Wallet links the page opened, with whether the customer's tap was still active; nothing navigates.
window.opened = [];
window.open = (url, target) => {
  window.opened.push({ url, target, active: navigator.userActivation.isActive });
  return window;
};

window.mountEmbed = (id, { openLinkAnswer, ...options }) => {
  const box = document.createElement('div');
  box.id = id;
  document.getElementById('shop').appendChild(box);
  const log = (window.events[id] = []);
  const rec =
    (type) =>
    (...args) =>
      log.push({ type, args });
  window.handles[id] = mount(box, {
    ...options,
    onReady: rec('ready'),
    onStatusChange: rec('status'),
    onSuccess: rec('success'),
    onQuoteExpired: rec('quote_expired'),
    onQuoteRefreshed: rec('quote_refreshed'),
    onError: rec('error'),
    // A merchant that handles the link itself: records it and answers as told.
    ...(openLinkAnswer === undefined ? {} : { onOpenLink: (uri) => (rec('open_link')(uri), openLinkAnswer) }),
  });
};
