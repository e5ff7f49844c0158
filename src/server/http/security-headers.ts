import { secureHeaders } from 'hono/secure-headers';

// The built web app loads nothing from elsewhere: everything is 'self'. Radix positions
// popovers with inline style attributes, hence 'unsafe-inline' for style attributes only.
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      styleSrcAttr: ["'unsafe-inline'"],
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
