/**
 * Reads the container recipe (Dockerfile, compose.yaml, .dockerignore) into plain data, so that the
 * recipe test can run the same steps where no container engine exists. Only the instructions the
 * project's Dockerfile uses are understood; anything else is an error rather than a silent skip.
 */
import { parse as parseYaml } from 'yaml';

export interface Instruction {
  op: 'WORKDIR' | 'COPY' | 'RUN' | 'ENV' | 'VOLUME' | 'EXPOSE' | 'USER' | 'HEALTHCHECK' | 'CMD';
  /** Flags such as `--from=build` (COPY) or `--interval=30s` (HEALTHCHECK), without the dashes. */
  flags: Record<string, string>;
  /** The rest of the line: words for COPY/VOLUME/EXPOSE, the shell line for RUN, argv for CMD. */
  args: string[];
  line: number;
}

export interface Stage {
  name: string | undefined;
  image: string;
  instructions: Instruction[];
}

const OPS = new Set<Instruction['op']>([
  'WORKDIR',
  'COPY',
  'RUN',
  'ENV',
  'VOLUME',
  'EXPOSE',
  'USER',
  'HEALTHCHECK',
  'CMD',
]);

/** `["node", "x"]`, the exec form: the only form CMD and HEALTHCHECK may use here. */
function execForm(text: string, line: number): string[] {
  let argv: unknown;
  try {
    argv = JSON.parse(text);
  } catch {
    throw new Error(`Dockerfile line ${line}: expected the exec form ["…", …], got ${text}`);
  }
  if (!Array.isArray(argv) || !argv.every((a) => typeof a === 'string') || argv.length === 0) {
    throw new Error(`Dockerfile line ${line}: expected a JSON array of strings`);
  }
  return argv;
}

/** Leading `--name=value` words. */
function takeFlags(words: string[]): { flags: Record<string, string>; rest: string[] } {
  const flags: Record<string, string> = {};
  let i = 0;
  for (; i < words.length; i++) {
    const m = /^--([a-z-]+)=(.*)$/.exec(words[i]!);
    if (!m) break;
    flags[m[1]!] = m[2]!;
  }
  return { flags, rest: words.slice(i) };
}

export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const start = i + 1;
    let logical = lines[i]!;
    if (/^\s*(#|$)/.test(logical)) continue;
    while (logical.endsWith('\\') && i + 1 < lines.length) {
      logical = `${logical.slice(0, -1)} ${lines[++i]!.trim()}`;
    }
    const m = /^\s*([A-Za-z]+)\s+(.*)$/.exec(logical);
    if (!m) throw new Error(`Dockerfile line ${start}: cannot read ${logical}`);
    const op = m[1]!.toUpperCase();
    const rest = m[2]!.trim();
    if (op === 'FROM') {
      const from = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest);
      if (!from) throw new Error(`Dockerfile line ${start}: FROM <image> [AS <name>]`);
      stages.push({ image: from[1]!, name: from[2], instructions: [] });
      continue;
    }
    if (!OPS.has(op as Instruction['op'])) {
      throw new Error(`Dockerfile line ${start}: ${op} is not understood by the recipe test`);
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`Dockerfile line ${start}: ${op} before FROM`);
    const instruction: Instruction = {
      op: op as Instruction['op'],
      flags: {},
      args: [],
      line: start,
    };
    if (op === 'RUN') {
      instruction.args = [rest];
    } else if (op === 'CMD') {
      instruction.args = execForm(rest, start);
    } else if (op === 'HEALTHCHECK') {
      const { flags, rest: words } = takeFlags(rest.split(/\s+/));
      if (words[0] !== 'CMD') throw new Error(`Dockerfile line ${start}: HEALTHCHECK … CMD [...]`);
      instruction.flags = flags;
      instruction.args = execForm(rest.slice(rest.indexOf('CMD') + 3).trim(), start);
    } else {
      if (rest.startsWith('[')) throw new Error(`Dockerfile line ${start}: use the plain form`);
      const { flags, rest: words } = takeFlags(rest.split(/\s+/));
      instruction.flags = flags;
      instruction.args = words;
    }
    stage.instructions.push(instruction);
  }
  return stages;
}

/** `ENV A=1 B=2` of a stage, in order. */
export function stageEnv(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { op, args, line } of stage.instructions) {
    if (op !== 'ENV') continue;
    for (const pair of args) {
      const eq = pair.indexOf('=');
      if (eq <= 0) throw new Error(`Dockerfile line ${line}: ENV KEY=value`);
      env[pair.slice(0, eq)] = pair.slice(eq + 1).replace(/^"(.*)"$/, '$1');
    }
  }
  return env;
}

/** A .dockerignore line as a test of a path relative to the context (`/`-separated). */
export function dockerignoreMatcher(lines: readonly string[]): (file: string) => boolean {
  const patterns = lines
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((pattern) => {
      if (pattern.startsWith('!'))
        throw new Error(`.dockerignore: exceptions (${pattern}) unsupported`);
      const source = pattern
        .split('/')
        .map((part) =>
          part === '**'
            ? '(?:.*/)?'
            : `${part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]')}/`,
        )
        .join('')
        .replace(/\/$/, '');
      // A pattern that names a directory leaves out everything below it.
      return new RegExp(`^${source}(?:/.*)?$`);
    });
  return (file) => patterns.some((p) => p.test(file));
}

/** What .dockerignore must hold for a .gitignore line: the same rule, at any depth as git reads it. */
export function dockerignoreLineFor(gitignoreLine: string): string {
  const line = gitignoreLine.replace(/\/$/, '');
  return line.includes('/') ? line.replace(/^\//, '') : `**/${line}`;
}

export interface ComposeService {
  image?: string;
  build?: string | { context?: string };
  environment?: Record<string, string | number | boolean | null>;
  ports?: string[];
  volumes?: string[];
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

export function parseCompose(text: string): ComposeFile {
  const compose = parseYaml(text) as ComposeFile;
  if (!compose?.services) throw new Error('compose.yaml has no services');
  return compose;
}

/**
 * Compose's `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?error}`, `${NAME?error}` and
 * `$$`, from `vars` (the values an operator's .env would give).
 */
export function interpolate(value: string, vars: Readonly<Record<string, string>>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g,
    (all, name: string | undefined, colon: string, kind: string, word: string) => {
      if (all === '$$') return '$';
      const set = name! in vars && (colon !== ':' || vars[name!] !== '');
      if (set) return vars[name!]!;
      if (kind === '?') throw new Error(`compose.yaml needs ${name}: ${word}`);
      return kind === '-' ? word : '';
    },
  );
}
