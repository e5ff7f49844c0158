import { useEffect, useState } from 'react';

const URL_WRITE_DELAY_MS = 300;

/**
 * A text box mirrored in the URL. The box answers every keystroke from local state; the URL
 * follows once typing pauses (one history entry per pause, and no keystroke lost to a URL update
 * arriving late). A URL change that did not come from here (back button, a link) replaces the text.
 */
export function useDebouncedUrlText(urlValue: string, writeToUrl: (value: string) => void) {
  const [text, setText] = useState(urlValue);
  const [written, setWritten] = useState(urlValue);
  const [seenUrlValue, setSeenUrlValue] = useState(urlValue);

  if (urlValue !== seenUrlValue) {
    setSeenUrlValue(urlValue);
    if (urlValue !== written) {
      setWritten(urlValue);
      setText(urlValue);
    }
  }

  useEffect(() => {
    if (text === written) return;
    const timer = setTimeout(() => {
      setWritten(text);
      writeToUrl(text);
    }, URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, written, writeToUrl]);

  return [text, setText] as const;
}
