import { describe, expect, it } from 'vitest';
import { initialFiles, weightReport, type Manifest } from './js-budget.ts';

// The shape Vite writes: keys are sources (or `_name` for shared chunks), `imports` are static, `dynamicImports` lazy.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js', '_mui.js'] },
  '_react.js': { file: 'assets/react-b.js' },
  '_mui.js': { file: 'assets/mui-c.js', imports: ['_react.js'] },
  'src/LoginPage.tsx': { file: 'assets/LoginPage-d.js', imports: ['_form.js', '_mui.js'] },
  '_form.js': { file: 'assets/form-e.js', imports: ['_zod.js'] },
  '_zod.js': { file: 'assets/zod-f.js' },
  'src/LivePage.tsx': { file: 'assets/LivePage-g.js', imports: ['_emoji.js'] },
  '_emoji.js': { file: 'assets/emoji-h.js' },
  'style.css': { file: 'assets/index-i.css' },
  'src/preload.ts': { file: 'assets/preload-j.js', isEntry: true, imports: ['_routes.js'] },
  '_routes.js': { file: 'assets/routes-k.js' },
};

describe('initial JS of a page', () => {
  it('is every entry and the page module with all they import statically, each file once', () => {
    expect(initialFiles(manifest, ['src/LoginPage.tsx']).sort()).toEqual([
      'assets/LoginPage-d.js',
      'assets/form-e.js',
      'assets/index-a.js',
      'assets/mui-c.js',
      'assets/preload-j.js',
      'assets/react-b.js',
      'assets/routes-k.js',
      'assets/zod-f.js',
    ]);
  });

  it('counts every module a page needs, such as the frame around it', () => {
    expect(initialFiles(manifest, ['src/LoginPage.tsx', 'src/LivePage.tsx'])).toEqual(
      expect.arrayContaining(['assets/LoginPage-d.js', 'assets/LivePage-g.js', 'assets/emoji-h.js']),
    );
  });

  it('leaves out what other pages load', () => {
    expect(initialFiles(manifest, ['src/LoginPage.tsx'])).not.toContain('assets/emoji-h.js');
  });

  it('fails loudly when the page is not in the build', () => {
    expect(() => initialFiles(manifest, ['src/LoginPage.tsx', 'src/Moved.tsx'])).toThrow(/no chunk for src\/Moved.tsx/);
  });

  it('reports over-budget pages with a cross and their files largest first', () => {
    const report = weightReport(
      [
        {
          page: '/login',
          gzipped: 3000,
          files: [
            { file: 'a.js', gzipped: 1000 },
            { file: 'b.js', gzipped: 2000 },
          ],
        },
      ],
      2048,
    );
    expect(report.split('\n')).toEqual([
      '✗ /login: 2.9 kB of initial JS gzipped in 2 files (budget 2.0 kB, goal 150.0 kB)',
      '       2.0 kB  b.js',
      '       1.0 kB  a.js',
    ]);
  });
});
