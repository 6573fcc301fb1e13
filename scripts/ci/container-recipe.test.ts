// biome-ignore-all lint/suspicious/noTemplateCurlyInString: compose's ${…} in plain strings is the subject here
import { describe, expect, it } from 'vitest';
import {
  dockerignoreLineFor,
  dockerignoreMatcher,
  interpolate,
  parseDockerfile,
  stageEnv,
} from './container-recipe';

const DOCKERFILE = `# syntax=docker/dockerfile:1
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci && \\
  echo done

FROM node:24-slim
ENV NODE_ENV=production DATA_DIR="/data"
COPY --from=build /app/dist ./dist
HEALTHCHECK --interval=30s \\
  CMD ["node", "-e", "process.exit(0)"]
CMD ["node", "scripts/start.mjs"]
`;

describe('parseDockerfile', () => {
  it('reads stages, flags, continued lines and the exec form', () => {
    const [build, runtime] = parseDockerfile(DOCKERFILE);
    expect(build).toMatchObject({ name: 'build', image: 'node:24-slim' });
    expect(build!.instructions.map((i) => [i.op, i.args])).toEqual([
      ['WORKDIR', ['/app']],
      ['COPY', ['package.json', 'package-lock.json', './']],
      ['RUN', ['npm ci &&  echo done']],
    ]);
    expect(runtime!.name).toBeUndefined();
    expect(stageEnv(runtime!)).toEqual({ NODE_ENV: 'production', DATA_DIR: '/data' });
    const [, copy, health, cmd] = runtime!.instructions;
    expect(copy).toMatchObject({ flags: { from: 'build' }, args: ['/app/dist', './dist'] });
    expect(health).toMatchObject({
      flags: { interval: '30s' },
      args: ['node', '-e', 'process.exit(0)'],
      line: 11,
    });
    expect(cmd!.args).toEqual(['node', 'scripts/start.mjs']);
  });

  it('refuses what it would otherwise skip: unknown instructions, the shell form of CMD', () => {
    expect(() => parseDockerfile('FROM node:24\nARG X=1\n')).toThrow('ARG is not understood');
    expect(() => parseDockerfile('FROM node:24\nCMD npm start\n')).toThrow('exec form');
    expect(() => parseDockerfile('RUN true\n')).toThrow('before FROM');
  });
});

describe('.dockerignore', () => {
  it('matches at any depth with **/, below a named directory, and with * in a name', () => {
    const ignored = dockerignoreMatcher([
      '# comment',
      '.git',
      '**/node_modules',
      'bench/.tmp',
      '**/*.log',
    ]);
    expect(ignored('.git/HEAD')).toBe(true);
    expect(ignored('node_modules/x/index.js')).toBe(true);
    expect(ignored('bench/node_modules/lighthouse/package.json')).toBe(true);
    expect(ignored('bench/.tmp/a')).toBe(true);
    expect(ignored('src/.tmp/a')).toBe(false);
    expect(ignored('server.log')).toBe(true);
    expect(ignored('src/server/logger.ts')).toBe(false);
    expect(ignored('.gitignore')).toBe(false);
  });

  it('asks for a .gitignore line at any depth unless it names a path', () => {
    expect(dockerignoreLineFor('node_modules')).toBe('**/node_modules');
    expect(dockerignoreLineFor('dist/')).toBe('**/dist');
    expect(dockerignoreLineFor('bench/results.json')).toBe('bench/results.json');
  });
});

describe('interpolate (compose)', () => {
  it('takes values, defaults for unset or empty ones, and refuses a missing required one', () => {
    const vars = { A: 'a', EMPTY: '' };
    expect(interpolate('x${A}y $$A', vars)).toBe('xay $A');
    expect(interpolate('${EMPTY:-d} ${EMPTY-d} ${NONE-d} ${NONE}', vars)).toBe('d  d ');
    expect(() => interpolate('${NONE:?set NONE}', vars)).toThrow(
      'compose.yaml needs NONE: set NONE',
    );
    expect(() => interpolate('${EMPTY:?empty}', vars)).toThrow('needs EMPTY');
    expect(interpolate('${EMPTY?unset}', vars)).toBe('');
  });
});
