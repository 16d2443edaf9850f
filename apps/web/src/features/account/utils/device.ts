/** 'Chrome on Windows' from a user-agent string: enough to recognise one's own devices. */
export function deviceOf(userAgent: string): string {
  if (!userAgent) return '--';
  const browser =
    /Edg\//.test(userAgent) ? 'Edge'
    : /OPR\//.test(userAgent) ? 'Opera'
    : /Firefox\//.test(userAgent) ? 'Firefox'
    : /Chrome\//.test(userAgent) ? 'Chrome'
    : /Safari\//.test(userAgent) ? 'Safari'
    : undefined;
  const os =
    /Windows/.test(userAgent) ? 'Windows'
    : /Android/.test(userAgent) ? 'Android'
    : /iPhone|iPad|iOS/.test(userAgent) ? 'iOS'
    : /Mac OS X|Macintosh/.test(userAgent) ? 'macOS'
    : /Linux/.test(userAgent) ? 'Linux'
    : undefined;
  if (browser && os) return `${browser} · ${os}`;
  return browser ?? os ?? userAgent.slice(0, 40);
}
