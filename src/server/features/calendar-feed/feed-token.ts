import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: the feed's only credential. */
export const newFeedToken = () => randomBytes(32).toString('base64url');

/** What the database keeps: a leaked table does not give anyone's agenda. */
export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export const isFeedTokenShape = (token: string) => TOKEN_SHAPE.test(token);

export const feedUrl = (appUrl: string, token: string) => `${appUrl.replace(/\/+$/, '')}/api/calendar-feed/ics/${token}.ics`;
