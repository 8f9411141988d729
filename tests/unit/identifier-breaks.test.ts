import { describe, expect, test } from 'vitest';
import { identifierParts, withIdentifierBreaks } from '../../theme/lib/identifier-breaks';

describe('identifierParts', () => {
  test('splits camel case before each capital and names after their dots and underscores', () => {
    expect(identifierParts('ModuleFederationPluginV1')).toEqual(['Module', 'Federation', 'Plugin', 'V1']);
    expect(identifierParts('ScriptManager.urlSessionFactory')).toEqual(['Script', 'Manager.', 'url', 'Session', 'Factory']);
    expect(identifierParts('RemoteScriptLoader.okHttpClientFactory')).toEqual([
      'Remote',
      'Script',
      'Loader.',
      'okHttp',
      'Client',
      'Factory',
    ]);
    expect(identifierParts('Repack.plugins.CodeSigningPlugin')).toEqual(['Repack.', 'plugins.', 'Code', 'Signing', 'Plugin']);
    expect(identifierParts('SCALABLE_RESOLUTIONS')).toEqual(['SCALABLE_', 'RESOLUTIONS']);
  });

  test('keeps short parts, words, versions and file extensions joined', () => {
    for (const text of ['iOS', 'macOS 14', 'GitHub', 'getAssetExtensionsRegExp', '5.3.0', 'e.g. this', 'x.y', 'Start']) {
      expect(identifierParts(text).join('|')).not.toMatch(/\|(OS|Hub|Exp|3|g|y)\b/);
    }
    expect(identifierParts('Start')).toEqual(['Start']);
    // Shorter than 16 characters: it fits a line, and the space before it is the better break.
    expect(identifierParts('Persist the cache with AsyncStorage')).toEqual(['Persist the cache with AsyncStorage']);
    expect(identifierParts('getAssetExtensionsRegExp')).toEqual(['get', 'Asset', 'Extensions', 'RegExp']);
  });

  test('loses no character', () => {
    const text = 'defineRspackConfig and defineWebpackConfig, ScriptManager.shared.addResolver()';
    expect(identifierParts(text).join('')).toBe(text);
  });
});

describe('withIdentifierBreaks', () => {
  test('adds <wbr> in text and leaves tags and entities alone', () => {
    expect(
      withIdentifierBreaks('<code>ScriptManager.setStorage</code> &amp; <em class="fooBarBazQuxQuux">ModuleFederationPluginV2</em>'),
    ).toBe(
      '<code>Script<wbr>Manager.<wbr>set<wbr>Storage</code> &amp; <em class="fooBarBazQuxQuux">Module<wbr>Federation<wbr>Plugin<wbr>V2</em>',
    );
  });

  test('returns text without break points unchanged', () => {
    expect(withIdentifierBreaks('How a script is loaded')).toBe('How a script is loaded');
  });
});
