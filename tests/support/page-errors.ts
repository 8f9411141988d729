import type { Page } from '@playwright/test';

export interface PageErrorOptions {
  /**
   * Pages deliberately answered with an error status (the 404 page at an unknown address):
   * Chromium logs "Failed to load resource" for the document itself, which is the status
   * working as intended, not an error of the page.
   */
  expectedDocumentStatus?: number;
}

/** Collects uncaught page errors and console errors for the lifetime of a page. */
export function collectPageErrors(page: Page, options: PageErrorOptions = {}) {
  const errors: string[] = [];
  const expectedDocuments = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document' && response.status() === options.expectedDocumentStatus)
      expectedDocuments.add(response.url());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const isExpectedDocumentStatus =
      expectedDocuments.has(message.location().url) && message.text().includes(`status of ${options.expectedDocumentStatus}`);
    if (!isExpectedDocumentStatus) errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}
