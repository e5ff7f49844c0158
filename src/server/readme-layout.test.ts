import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './paths.ts';

// The README's « Organisation du code » is a tree of folders: this test keeps it true. Every folder
// of the listed roots must be in it, and every folder it names must exist, so a feature added,
// moved or renamed without its line fails here rather than leaving the README describing another
// code base.

/** Whose every subfolder the README must name. */
const CHECKED_ROOTS = ['src/server', 'src/server/features', 'src/web/features', 'src/web/entities', 'src/shared'];

const SECTION = '## Organisation du code';

/** The first fenced block of the README's layout section. */
function layoutBlock(readme: string): string[] {
  const start = readme.indexOf(`\n${SECTION}\n`);
  if (start < 0) throw new Error(`README.md : section « ${SECTION.slice(3)} » introuvable`);
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end).split('\n');
  const open = section.findIndex((line) => line.startsWith('```'));
  const close = section.findIndex((line, index) => index > open && line.startsWith('```'));
  if (open < 0 || close < 0) throw new Error(`README.md : pas de bloc de code dans « ${SECTION.slice(3)} »`);
  return section.slice(open + 1, close);
}

const FOLDER = /^[\w.-]+\/$/;

/**
 * The folders a tree names, as paths from the project root (« src/server/features/tasks »). A
 * line starts with one or more names ending in « / » (then a description); two spaces of indent
 * more than a folder's line make its children. A line of several folders opens none of them.
 */
function namedFolders(lines: readonly string[]): string[] {
  const parents: { indent: number; path: string }[] = [];
  const named: string[] = [];
  for (const line of lines) {
    const indent = line.length - line.trimStart().length;
    while (parents.length > 0 && (parents.at(-1)?.indent ?? 0) >= indent) parents.pop();
    const tokens = line.trim().split(/\s+/);
    const firstOther = tokens.findIndex((token) => !FOLDER.test(token));
    const folders = firstOther < 0 ? tokens : tokens.slice(0, firstOther);
    const parent = parents.at(-1)?.path;
    const paths = folders.map((folder) => (parent ? `${parent}/${folder.slice(0, -1)}` : folder.slice(0, -1)));
    named.push(...paths);
    const [only] = paths;
    if (paths.length === 1 && only) parents.push({ indent, path: only });
  }
  return named;
}

/** Whether a folder holds a file somewhere below it (git keeps no empty folder; a move may leave one here). */
function holdsFiles(path: string): boolean {
  return readdirSync(path, { withFileTypes: true }).some((entry) => !entry.isDirectory() || holdsFiles(join(path, entry.name)));
}

/** The folders directly under `root` that hold files, as paths from the project root. */
function subfolders(projectDir: string, root: string): string[] {
  return readdirSync(join(projectDir, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && holdsFiles(join(projectDir, root, entry.name)))
    .map((entry) => `${root}/${entry.name}`);
}

/** What the README lacks and what it names that is not there. */
function compareLayout(named: readonly string[], present: readonly string[], exists: (path: string) => boolean) {
  return {
    missing: present.filter((path) => !named.includes(path)).sort(),
    unknown: named.filter((path) => !exists(path)).sort(),
  };
}

/** A folder with files in it (a path that is missing or a file is not). */
const isFolder = (projectDir: string) => (path: string) => {
  try {
    return holdsFiles(join(projectDir, path));
  } catch {
    return false;
  }
};

describe('the README’s « Organisation du code »', () => {
  it('names every folder of src/server, its features, the browser’s features and entities and src/shared, and only folders that exist', () => {
    const root = projectRoot();
    const named = namedFolders(layoutBlock(readFileSync(join(root, 'README.md'), 'utf8')));
    const present = CHECKED_ROOTS.flatMap((checked) => subfolders(root, checked));

    const { missing, unknown } = compareLayout(named, present, isFolder(root));

    expect(missing, 'dossiers absents du README (section « Organisation du code »)').toEqual([]);
    expect(unknown, 'dossiers nommés par le README qui n’existent pas').toEqual([]);
  });
});

describe('the layout check', () => {
  const readme = [
    '# Projet',
    '',
    '## Organisation du code',
    '',
    '```',
    'src/',
    '  server/        the API',
    '    main.ts  app.ts',
    '    auth/  mail/ the kernel',
    '    features/    one folder per feature',
    '      tasks/     Tâches',
    '  shared/',
    '```',
    '',
    '## Suite',
    '```',
    'other/',
    '```',
  ].join('\n');

  it('reads the folders of the section’s tree as paths, and nothing after the section', () => {
    expect(namedFolders(layoutBlock(readme))).toEqual(['src', 'src/server', 'src/server/auth', 'src/server/mail', 'src/server/features', 'src/server/features/tasks', 'src/shared']);
  });

  it('reports a folder the tree leaves out and a folder it names that is gone', () => {
    const named = namedFolders(layoutBlock(readme));
    const present = ['src/server/auth', 'src/server/features', 'src/server/http'];
    const exists = (path: string) => path !== 'src/server/mail';

    expect(compareLayout(named, present, exists)).toEqual({ missing: ['src/server/http'], unknown: ['src/server/mail'] });
  });

  it('refuses a README without the section', () => {
    expect(() => layoutBlock('# Projet\n\n## Démarrer\n')).toThrow(/Organisation du code/);
  });
});
