/**
 * Whether the customer points by touch (a phone): a phone pays from this device, so Open in wallet leads and
 * the QR (for a second device) follows; a browser wallet's button is for a desktop. Read at each render, so a
 * device that changes (a tablet's keyboard and trackpad attached) is followed at the screen's next change.
 */
export const touchScreen = (): boolean => matchMedia('(pointer: coarse)').matches;
