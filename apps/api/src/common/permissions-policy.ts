/**
 * Powerful features no page of the studio uses, nor a game in its frame (a frame gets at most what its
 * parent's policy allows). Only names Chromium knows: an unknown one is reported on every page load.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
] as const;

/** `feature=()` for every denied feature, then the allowed ones. */
export const permissionsPolicy = (allowed: Record<string, string[]>): string =>
  [...DENIED_FEATURES.map((feature) => `${feature}=()`), ...Object.entries(allowed).map(([feature, list]) => `${feature}=(${list.join(' ')})`)].join(', ');
