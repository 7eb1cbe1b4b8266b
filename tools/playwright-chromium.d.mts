/** Links Debian's Chromium to where Playwright's own windows look for theirs; returns what it did, in a line. */
export function linkChromiumForPlaywrightTools(): string;
