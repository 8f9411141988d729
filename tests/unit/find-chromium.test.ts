import { describe, expect, it } from 'vitest';
import { bundledHeadlessShell, findChromium, missingBrowserMessage } from '../../scripts/lib/find-chromium.mjs';

const existing =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe('findChromium', () => {
  it('prefers an explicit CHROMIUM_PATH', () => {
    expect(findChromium({ envPath: '/opt/chrome', bundledPath: '/pw/chrome', exists: existing('/opt/chrome', '/pw/chrome') })).toEqual({
      path: '/opt/chrome',
      source: 'CHROMIUM_PATH',
    });
  });

  it('fails clearly when CHROMIUM_PATH points nowhere', () => {
    expect(() => findChromium({ envPath: '/opt/none', exists: existing() })).toThrow(/CHROMIUM_PATH points at \/opt\/none/);
  });

  it("uses Playwright's own download when it is installed", () => {
    expect(findChromium({ bundledPath: '/pw/chrome', exists: existing('/pw/chrome', '/usr/bin/chromium') })).toEqual({
      path: '/pw/chrome',
      source: 'playwright',
    });
  });

  it('falls back to a system Chromium', () => {
    expect(findChromium({ bundledPath: '/pw/chrome', exists: existing('/usr/bin/chromium') })).toEqual({
      path: '/usr/bin/chromium',
      source: 'system',
    });
  });

  it('prefers the system headless shell for the browser tests, and the full browser otherwise', () => {
    const exists = existing('/usr/bin/chromium', '/usr/bin/chromium-headless-shell');
    expect(findChromium({ bundledPath: '/pw/chrome', headlessShell: true, exists })).toEqual({
      path: '/usr/bin/chromium-headless-shell',
      source: 'system',
    });
    expect(findChromium({ bundledPath: '/pw/chrome', exists })).toEqual({ path: '/usr/bin/chromium', source: 'system' });
    expect(findChromium({ bundledPath: '/pw/chrome', headlessShell: true, exists: existing('/usr/bin/chromium') })).toEqual({
      path: '/usr/bin/chromium',
      source: 'system',
    });
  });

  it('finds the headless shell that Playwright installs beside its Chromium, for Lighthouse', () => {
    const bundledPath = '/home/ci/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
    const shell = '/home/ci/.cache/ms-playwright/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell';
    expect(findChromium({ bundledPath, headlessShell: true, exists: existing(bundledPath, shell) })).toEqual({
      path: shell,
      source: 'playwright',
    });
    expect(findChromium({ bundledPath, exists: existing(bundledPath, shell) })).toEqual({ path: bundledPath, source: 'playwright' });
    // Installed with --no-shell: the full browser it is.
    expect(findChromium({ bundledPath, headlessShell: true, exists: existing(bundledPath) })).toEqual({
      path: bundledPath,
      source: 'playwright',
    });
    const windows = 'C:\\pw\\chromium-1255\\chrome-win64\\chrome.exe';
    const windowsShell = 'C:\\pw\\chromium_headless_shell-1255\\chrome-headless-shell-win64\\chrome-headless-shell.exe';
    expect(bundledHeadlessShell(windows, existing(windows, windowsShell))).toBe(windowsShell);
    expect(bundledHeadlessShell('/opt/chrome/chrome', () => true)).toBeUndefined();
  });

  it('explains how to install a browser when none exists', () => {
    expect(() => findChromium({ bundledPath: '/pw/chrome', exists: existing() })).toThrow(missingBrowserMessage);
    expect(missingBrowserMessage).toMatch(/npx playwright install chromium/);
    expect(missingBrowserMessage).toMatch(/apt-get install -y chromium/);
    expect(missingBrowserMessage).toMatch(/CHROMIUM_PATH/);
  });
});
