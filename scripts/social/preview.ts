// Renders a few sample social images into a folder for a quick look while editing the
// template (theme/plugins/og-image-renderer.ts), without a production build:
//   npm run og-images [-- <folder>]          (default: <tmp>/repack-og-images)
// The build renders the real ones, one per page (theme/plugins/og-images.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CardContent, createCardRenderer, titleFontSize } from '../../theme/plugins/og-image-renderer';

const samples: Record<string, CardContent> = {
  home: { title: 'Re.Pack', section: 'Modern build tool for React Native', home: true },
  guide: { title: 'SVG', section: 'Guides' },
  migration: { title: 'Migrating from webpack to Rspack', section: 'Migration' },
  'api-long-word': { title: 'getCodegenTransformRules', section: 'API · Configuration utilities' },
  'api-plugin': { title: 'ModuleFederationPluginV2', section: 'API · Plugins' },
  'very-long': {
    title: 'A deliberately long page title that goes on and on to show how the card wraps and shrinks it without overflowing',
    section: 'Additional resources',
  },
};

const outDir = path.resolve(process.argv[2] ?? path.join(os.tmpdir(), 'repack-og-images'));
fs.mkdirSync(outDir, { recursive: true });
const render = await createCardRenderer();
for (const [name, content] of Object.entries(samples)) {
  const started = performance.now();
  const png = await render(content);
  const file = path.join(outDir, `${name}.png`);
  fs.writeFileSync(file, png);
  const ms = Math.round(performance.now() - started);
  console.log(`${file}  ${(png.length / 1024).toFixed(0)} KiB, title ${titleFontSize(content.title)} px, ${ms} ms`);
}
