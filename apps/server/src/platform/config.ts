import { POSTS_PER_MINUTE } from '@trilha/shared/communities/feed-constants';
import { STUDIO_VIDEO_MAX_BYTES } from '@trilha/shared/studio/constants';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const env = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Trilha <no-reply@trilha.localhost>'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
  WEB_DIST: z.string().optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  POSTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(POSTS_PER_MINUTE),
  NOTIFICATION_MAIL_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(8).optional(),
  TEST_CLOCK: z.enum(['0', '1']).optional(),
  LESSON_VIDEO_MAX_BYTES: z.coerce.number().int().min(1_048_576).max(2_147_483_647).default(STUDIO_VIDEO_MAX_BYTES),
  FFMPEG_PATH: z.string().default('ffmpeg'),
  OPERATOR_EMAILS: z.string().max(10_000).default(''),
  DNS_SERVERS: z
    .string()
    .regex(/^[\w.:[\], -]*$/, 'a comma-separated list of resolvers (1.1.1.1, 127.0.0.1:5353, [::1]:53)')
    .default(''),
  TRUST_PROXY: z.string().max(1_000).optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  s3: { bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string; publicUrl?: string } | undefined;
  sessionSecret: string;
  logLevel: string;
  /** Per-IP login attempts per minute (LOGIN_RATE_LIMIT); the e2e server raises it, one IP signs in all its users. */
  loginRateLimit: number;
  /** Community posts one member may make a minute (POSTS_PER_MINUTE); the bench raises it to measure the write itself. */
  postsPerMinute: number;
  /**
   * How long a notification waits before the e-mail sweep may mail it (NOTIFICATION_MAIL_DELAY_SECONDS,
   * docs/notifications.md "E-mail"): five minutes, time to read it in the app first. The e2e server
   * shortens it so a spec sees the digest arrive.
   */
  notificationMailDelayMs: number;
  /**
   * Background jobs run at once on a PostgreSQL server (JOB_CONCURRENCY, 1 to 8; 1 unless set):
   * a school scoring thousands of events a second sets it to its cores (docs/performance.md,
   * Gamification); the pool of 10 keeps room for the requests. Always 1 on PGlite (app.ts).
   */
  jobConcurrency: number;
  /**
   * TEST_CLOCK=1: the server's clock can be moved forward through POST /api/test/clock, for tests of
   * a server in another process (platform/test-clock.ts). Refused unless HOST is a loopback address,
   * so a server others can reach never offers it.
   */
  testClock: boolean;
  /** The largest lesson video the studio takes (LESSON_VIDEO_MAX_BYTES, 2 GB unless set; docs/course-studio.md "Video"). */
  lessonVideoMaxBytes: number;
  /** The ffmpeg that processes lesson videos (FFMPEG_PATH; ffprobe beside it). Absent: only MP4 and WebM, stored as they are. */
  ffmpegPath: string;
  /**
   * The server's operators (OPERATOR_EMAILS, comma-separated, lower-cased): these accounts, signed in
   * on PUBLIC_URL's host, create, suspend and import schools (docs/schools.md).
   */
  operatorEmails: readonly string[];
  /** The resolvers a domain's verification asks (DNS_SERVERS); empty: the system's. */
  dnsServers: readonly string[];
  /**
   * The proxies whose X-Forwarded-* headers are believed (TRUST_PROXY: addresses or CIDRs, Fastify's
   * `trustProxy`); unset: none, the connection's own address and scheme count (docs/deploy.md).
   */
  trustProxy: string[] | undefined;
  webDist: string | undefined;
  version: string;
};

export class ConfigError extends Error {}

/** Reads the environment once; a bad setting throws ConfigError with one clear line. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset, as shells and .env files write it.
  const parsed = env.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      issue ? `Invalid setting ${issue.path.join('.')}: ${issue.message}` : `Invalid settings: ${parsed.error.message}`,
    );
  }
  const e = parsed.data;
  if (e.TEST_CLOCK === '1' && !['127.0.0.1', 'localhost', '::1'].includes(e.HOST)) {
    throw new ConfigError('Invalid setting TEST_CLOCK: only a server on a loopback HOST (127.0.0.1) may move its clock');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined,
    sessionSecret: e.SESSION_SECRET ?? keptSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    postsPerMinute: e.POSTS_PER_MINUTE,
    notificationMailDelayMs: e.NOTIFICATION_MAIL_DELAY_SECONDS * 1000,
    jobConcurrency: e.JOB_CONCURRENCY ?? 1,
    testClock: e.TEST_CLOCK === '1',
    lessonVideoMaxBytes: e.LESSON_VIDEO_MAX_BYTES,
    ffmpegPath: e.FFMPEG_PATH,
    operatorEmails: listOf(e.OPERATOR_EMAILS).map((email) => email.toLowerCase()),
    dnsServers: listOf(e.DNS_SERVERS),
    trustProxy: e.TRUST_PROXY === undefined ? undefined : listOf(e.TRUST_PROXY),
    webDist: findWebDist(e.WEB_DIST),
    version: readVersion(),
  };
}

const listOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A secret generated once and kept in DATA_DIR, so restarts keep sessions and signed URLs valid. */
function keptSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** The built web app: WEB_DIST when given (tests build their own), else apps/web/dist. */
function findWebDist(override: string | undefined): string | undefined {
  const dist = override ? path.resolve(override) : path.join(repoRoot, 'apps/web/dist');
  return existsSync(path.join(dist, 'index.html')) ? dist : undefined;
}

function readVersion(): string {
  return (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
}
