import { secureHeaders } from 'hono/secure-headers';

// The built web app loads nothing from elsewhere: everything is 'self'. Styles allow
// 'unsafe-inline' because Radix positions popovers with style attributes and its dialogs lock
// page scrolling with an injected <style> element; scripts stay strictly 'self'.
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
    crossOriginEmbedderPolicy: false,
  });
