/**
 * Debian's Chromium, the only browser here (never a downloaded one), and the flags this machine needs: without
 * the background-networking flags Chromium keeps trying hosts the closed network refuses.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
