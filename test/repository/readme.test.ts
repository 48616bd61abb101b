import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const readme = readFileSync('README.md', 'utf8');

/** The text of the README's `## title` section, up to the next `## `. */
function section(title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README.md has no "## ${title}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchor(m[1]!));
}

/** Relative links (and images) of a markdown text, as [target, #fragment]. */
function links(markdown: string): [string, string | undefined][] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((href) => !/^[a-z]+:/.test(href))
    .map((href) => {
      const [path, fragment] = href.split('#');
      return [path!, fragment];
    });
}

const whatItIs = section('What it is');

describe('the README', () => {
  it('opens with the two commands: run the app, and pass every test', () => {
    const first = readme.indexOf('```sh\nnpm install && npm start\n```');
    const second = readme.indexOf('```sh\nnpm ci && npm test\n```');
    expect(readme.startsWith('# Keyscope\n\n```sh\nnpm install && npm start\n```')).toBe(true);
    expect(second).toBeGreaterThan(first);
    expect(second).toBeLessThan(readme.indexOf('## What it is'));
  });

  it('shows the studio in a picture that `npm run screenshot` remakes, small enough to load fast', () => {
    expect(whatItIs).toMatch(/!\[[^\]]+\]\(docs\/studio\.png\)/);
    const png = readFileSync('docs/studio.png');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect(png.readUInt32BE(16)).toBe(1280);
    expect(png.readUInt32BE(20)).toBeGreaterThanOrEqual(720);
    expect(statSync('docs/studio.png').size).toBeLessThan(300 * 1024);
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object })
      .scripts as Record<string, string>;
    expect(scripts['screenshot']).toContain('tsx scripts/screenshot.ts');
    expect(existsSync('scripts/screenshot.ts')).toBe(true);
  });

  it('says what Keyscope does as a short list, each item with its doc', () => {
    const items = whatItIs.split('\n- ').slice(1);
    expect(items.length).toBeGreaterThanOrEqual(5);
    for (const item of items) {
      expect(item).toMatch(/\]\((?:docs\/[\w-]+\.md|ARCHITECTURE\.md)(?:#[\w-]+)?\)/);
      expect(item.split(/\s+/).length).toBeLessThan(60);
    }
    // No long paragraph: every block of text that is not the list is a few lines.
    for (const block of whatItIs.split(/\n\s*\n/).filter((b) => !b.startsWith('- ')))
      expect(block.split(/\s+/).length).toBeLessThan(80);
  });

  it.each(
    links(readme).map(([path, fragment]) => [
      fragment ? `${path}#${fragment}` : path,
      path,
      fragment
    ])
  )('links to %s, which exists', (_, path, fragment) => {
    const target = join(dirname('README.md'), path);
    expect(existsSync(target)).toBe(true);
    if (fragment) expect(anchors(readFileSync(target, 'utf8'))).toContain(fragment);
  });
});
