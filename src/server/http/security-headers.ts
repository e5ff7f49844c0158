import { secureHeaders } from 'hono/secure-headers';

// The built web app loads nothing from elsewhere: everything is 'self'. Styles allow
// 'unsafe-inline' because Radix positions popovers with style attributes and its dialogs lock
// page scrolling with an injected <style> element; scripts stay strictly 'self'.
const DENIED_FEATURES = [
  'accelerometer',
  'bluetooth',
  'browsingTopics',
  'camera',
  'displayCapture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
] as const;

export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'same-origin',
    // Said twice for browsers that ignore CSP's frame-ancestors: never shown inside a frame.
    xFrameOptions: 'DENY',
    // Powerful features the app never uses, refused to the page and to whatever might be injected
    // into it; the clipboard stays allowed (« Copier » on the calendar address).
    permissionsPolicy: Object.fromEntries(DENIED_FEATURES.map((feature) => [feature, false])),
    crossOriginEmbedderPolicy: false,
  });
